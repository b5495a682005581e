import { describeUserAgent, isLocalAddress, maskAddress } from './user-agent';

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 'Chrome', 'Windows', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0', 'Edge', 'Windows', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari', 'iOS', true],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36', 'Samsung Internet', 'Android', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:120.0) Gecko/20100101 Firefox/120.0', 'Firefox', 'macOS', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36', 'Headless Chrome', 'Linux', false],
    ['curl/8.5.0', null, null, false],
    [null, null, null, false],
  ])('%s', (ua, browser, system, mobile) => {
    expect(describeUserAgent(ua)).toEqual({ browser, system, mobile });
  });
});

describe('maskAddress and isLocalAddress', () => {
  it.each([
    ['203.0.113.77', '203.0.113.*', false],
    ['::ffff:192.168.1.20', '192.168.1.*', true],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:…', false],
    ['127.0.0.1', '127.0.0.*', true],
    ['::1', '::1', true],
  ])('%s', (ip, masked, local) => {
    expect(maskAddress(ip)).toBe(masked);
    expect(isLocalAddress(ip)).toBe(local);
  });
  it('no address', () => {
    expect(maskAddress(null)).toBeNull();
    expect(isLocalAddress(undefined)).toBe(false);
  });
});
