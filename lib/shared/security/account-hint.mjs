// The "signed in" hint: which account controls the header shows before any script of the bundle runs
// (issue 22). Public pages are cached, the same bytes for every visitor, so the header's account area
// renders both a guest's and a member's controls, each hidden by CSS (app/globals.css) until this
// tiny inline script in <head> marks <html> `member` or `guest` from a cookie, before first paint. A
// member never sees "Log in" or "Sign up", not even on a throttled network.
//
// The cookie says nothing secret (`1`), is readable by scripts (not HttpOnly: the page reads it) and is
// never trusted for access: every member page, action and route checks the session. It is set at
// login (lib/portal/auth/session.ts saveLogin), cleared when the session ends (clearSession, logout's
// Clear-Site-Data) and kept in step by the header's session store once GET /api/session answers.
//
// Plain JavaScript: the CSP builder (lib/shared/security/csp-policy.mjs) allows this script by its hash on
// pages rendered per request, and a cached page's policy hashes it from the HTML like any inline script.
export const ACCOUNT_HINT_COOKIE = 'clubhouse_member';

/** The whole script: exact bytes, since the policy names its hash. */
export const ACCOUNT_HINT_SCRIPT = `document.documentElement.classList.add(/(?:^|;\\s*)${ACCOUNT_HINT_COOKIE}=1(?:;|$)/.test(document.cookie)?"member":"guest")`;

/** Its SHA-256, written out so the proxy's bundle needs no crypto (account-hint.test.ts checks it). */
export const ACCOUNT_HINT_SCRIPT_HASH = 'sha256-NFTm1RdACVb/GaCtCKNQHDsh0zFyvgsELwFYtZ0BkIQ=';
