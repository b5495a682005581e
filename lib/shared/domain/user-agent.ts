/**
 * A readable device line for the sessions list ("Chrome on Android") from the user agent the
 * browser sent at login. Deliberately small: the families people recognise, in the order that
 * matters (Edge and Samsung Internet say "Chrome" too, Chrome says "Safari" too).
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface Device {
  browser: string | null;
  system: string | null;
  mobile: boolean;
}

export function describeUserAgent(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? '';
  return {
    browser: browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    system: systems.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    mobile: /Mobi|Android|iPhone|iPad/.test(ua),
  };
}

/**
 * The place shown for a session: the address it logged in from, with the last part hidden (enough
 * to recognise "my home network", not to publish the address). No geolocation database ships here.
 */
export function maskAddress(ip: string | null | undefined): string | null {
  if (!ip) return null;
  if (ip === '::1') return ip;
  if (ip.includes('.')) {
    const v4 = ip.replace(/^::ffff:/, '').split('.');
    if (v4.length === 4) return `${v4.slice(0, 3).join('.')}.*`;
  }
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean);
    return `${groups.slice(0, 3).join(':')}:…`;
  }
  return ip;
}

/** Loopback and private addresses (RFC 1918, unique-local IPv6): a device on the venue's or the member's own network. */
export function isLocalAddress(ip: string | null | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.replace(/^::ffff:/, '');
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4) || ip === '::1' || /^f[cd]/i.test(ip);
}
