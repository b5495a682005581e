/**
 * The message the login page shows for a social login that came back with `?error=`: the member
 * API's own refusals by name, anything else (next-auth's OAuthSignin when the provider stalled or
 * failed, OAuthCallback for a tampered state, …) as the one translated "did not complete" message.
 */
const NAMED = ['socialEmailInUse', 'socialNoEmail', 'accountClosed'] as const;

export function socialErrorMessageKey(error: string): `auth.error.${(typeof NAMED)[number] | 'socialFailed'}` {
  const named = NAMED.find((name) => name === error);
  return named ? `auth.error.${named}` : 'auth.error.socialFailed';
}
