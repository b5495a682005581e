import { formatFee } from './money';

describe('formatFee', () => {
  it('reads minor units by the currency and groups thousands', () => {
    expect(formatFee(2500, 'USD', 'en')).toBe('$25.00');
    expect(formatFee(1250000, 'USD', 'en')).toBe('$12,500.00');
    // The won has no minor unit.
    expect(formatFee(30000, 'KRW', 'ko')).toBe('₩30,000');
  });
});
