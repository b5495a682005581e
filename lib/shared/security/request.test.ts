import { clientIp, sameOrigin, sameOriginHeaders } from './request';

const request = (headers: Record<string, string>, url = 'http://localhost:3000/api/x') => new Request(url, { method: 'POST', headers });

describe('sameOrigin', () => {
  it('accepts our own origin and refuses others', () => {
    expect(sameOrigin(request({ origin: 'http://localhost:3000' }))).toBe(true);
    expect(sameOrigin(request({ origin: 'https://evil.example' }))).toBe(false);
  });
  it('without an Origin header, trusts only the browser saying same-origin', () => {
    expect(sameOrigin(request({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(sameOrigin(request({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(sameOrigin(request({}))).toBe(false);
  });
});

describe('clientIp', () => {
  it('with no proxy, reads what Next.js put in the header', () => {
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('203.0.113.9');
  });
  it('behind trusted proxies, takes the entry the outermost one appended, whatever the client sent', () => {
    const spoofed = request({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.7' });
    expect(clientIp(spoofed, 1)).toBe('198.51.100.7');
    expect(clientIp(spoofed, 2)).toBe('2.2.2.2');
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.7' }), 3)).toBe('198.51.100.7');
  });
  it('falls back to X-Real-IP, then to nothing', () => {
    expect(clientIp(request({ 'x-real-ip': '192.0.2.1' }), 1)).toBe('192.0.2.1');
    expect(clientIp(request({}), 1)).toBeUndefined();
  });
});

describe('sameOriginHeaders (server actions: headers only)', () => {
  it('compares the Origin with the Host the request came to', () => {
    expect(sameOriginHeaders(new Headers({ origin: 'http://portal.test:3200', host: 'portal.test:3200' }))).toBe(true);
    expect(sameOriginHeaders(new Headers({ origin: 'https://evil.example', host: 'portal.test:3200' }))).toBe(false);
    expect(sameOriginHeaders(new Headers({ origin: 'null', host: 'portal.test:3200' }))).toBe(false);
    expect(sameOriginHeaders(new Headers({ host: 'portal.test:3200' }))).toBe(false);
  });
});
