import { apiMessage } from './api-message';

const messages: Record<string, string> = { 'api.loginRequired': 'This service requires login.', 'api.internal': 'Something went wrong.' };
const t = Object.assign((key: string) => messages[key], { has: (key: string) => key in messages });

describe('apiMessage', () => {
  it('translates our own message keys', () => {
    expect(apiMessage(t, 'api.loginRequired')).toBe('This service requires login.');
  });
  it("shows a remote server's own words as they are", () => {
    expect(apiMessage(t, 'Server is under maintenance.')).toBe('Server is under maintenance.');
    expect(apiMessage(t, 'api.somethingUnknown')).toBe('api.somethingUnknown');
  });
  it('never shows an empty message', () => {
    expect(apiMessage(t, '')).toBe('Something went wrong.');
  });
});
