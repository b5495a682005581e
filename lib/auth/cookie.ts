/** The portal session cookie's name; its own module so the proxy can read it without server code. */
export const SESSION_COOKIE = 'clubhouse_session';
