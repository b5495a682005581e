/**
 * A minimal stand-in for `next/headers` so server actions can be called as plain async functions in
 * jest (outside Next.js there is no request scope: headers() and cookies() would throw). A test
 * mocks the module with this and sets the request it wants; the cookie jar is real enough for
 * iron-session, so sessions are sealed and read by the real lib/portal/auth/session code.
 *
 *   jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
 */
const state = { headers: new Headers(), cookies: new Map<string, string>() };

export const ORIGIN = 'http://localhost:3000';

/** The next action call comes from this request: by default our own origin, no cookies. */
export function setRequest(headers: Record<string, string> = {}, options: { keepCookies?: boolean } = {}) {
  state.headers = new Headers({ host: 'localhost:3000', origin: ORIGIN, ...headers });
  if (!options.keepCookies) state.cookies.clear();
}

export function cookieJar(): Map<string, string> {
  return state.cookies;
}

const cookieStore = {
  get: (name: string) => (state.cookies.has(name) ? { name, value: state.cookies.get(name)! } : undefined),
  getAll: () => [...state.cookies].map(([name, value]) => ({ name, value })),
  has: (name: string) => state.cookies.has(name),
  set: (name: string | { name: string; value: string }, value?: string) => {
    if (typeof name === 'object') state.cookies.set(name.name, name.value);
    else if (value === '') state.cookies.delete(name);
    else state.cookies.set(name, value ?? '');
  },
  delete: (name: string) => state.cookies.delete(name),
};

export const nextHeaders = {
  headers: async () => state.headers,
  cookies: async () => cookieStore,
};
