/**
 * The text of a member-API failure: our own API answers message keys (e.g. "api.loginRequired"),
 * which are translated; a remote member API's own wording is shown as it is (spec §8).
 */
export function apiMessage(t: { has(key: string): boolean; (key: string): string }, message: string): string {
  return /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(message) && t.has(message) ? t(message) : message || t('api.internal');
}
