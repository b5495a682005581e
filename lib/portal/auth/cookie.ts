/** The portal session cookie's name; its own module so the proxy can read it without server code. */
const BASE_NAME = 'clubhouse_session';

/** True when the portal's public address is https: the session cookie is then `__Host-` and Secure. */
export const httpsOrigin = (appUrl = process.env.APP_URL) => Boolean(appUrl?.trim().toLowerCase().startsWith('https://'));

/**
 * `__Host-clubhouse_session` on an https origin (ASVS 3.3.1: the browser then accepts it only with
 * Secure, Path=/ and no Domain, so no sibling subdomain or plain-http page can set or shadow it);
 * the plain name on http (a developer's localhost, where a Secure cookie would not be stored).
 */
export const sessionCookieName = (appUrl = process.env.APP_URL) => (httpsOrigin(appUrl) ? `__Host-${BASE_NAME}` : BASE_NAME);

/** @deprecated the name depends on APP_URL: use sessionCookieName(). Kept for http set-ups and tests. */
export const SESSION_COOKIE = BASE_NAME;
