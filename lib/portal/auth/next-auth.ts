import 'server-only';
import type { AuthOptions } from 'next-auth';
import AppleProvider from 'next-auth/providers/apple';
import GoogleProvider from 'next-auth/providers/google';
import { env } from '@/lib/shared/config/env';
import { toLocale, type Locale } from '@/lib/shared/domain/locale';
import { getPathname } from '@/lib/portal/i18n/paths';
import { authSecret } from '@/lib/shared/config/secrets';
import { signSocialClaims } from '@/lib/upstream/social-claims';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import { readSession, replaceSessionToken, saveLogin, savePendingRestore } from './session';

/**
 * next-auth only runs the OAuth/OpenID dance (design.md §1). Its signIn callback hands the
 * provider's subject, e-mail and name to the member API's /social_login, signed with the shared
 * secret, and stores the answer in the same iron-session cookie as a password login; next-auth's
 * own session is never used. GOOGLE_ISSUER points the Google provider at another OpenID issuer
 * (the tests' loopback provider).
 */
export type AuthLocale = Locale;

/** The longest wait on Google or Apple (discovery, token, keys) before the login answers an error. */
export const OIDC_TIMEOUT_MS = 3_500;

/** The confirmation page in the member's language, with an error key for it to show. */
function confirmPath(locale: AuthLocale, error: string): string {
  return getPathname({ locale, href: { pathname: '/membership/myaccount/confirmpassword', query: { error } } });
}

/**
 * A social-only member confirming it is them (issue 9): the provider's claims, signed, go to the
 * member API with the member's own token; it accepts only the provider account linked to that
 * member. true lets next-auth go on to the callback URL (the confirmation page, which sends the
 * member back to the change they were making).
 */
async function confirmWithProvider(locale: AuthLocale, claims: { id: string; email: string; name: string; social_type: 'google' | 'apple' }): Promise<true | string> {
  const session = await readSession();
  if (!session?.token) return loginPath(locale);
  try {
    const { token } = await callUpstream('confirmSocial', { ...claims, ...signSocialClaims(claims) }, { token: session.token });
    // A re-authentication: the session's new token is sealed into the cookie (ASVS 7.2.4).
    await replaceSessionToken(token);
    return true;
  } catch (error) {
    const key = isUpstreamError(error) ? error.message.split('.').pop() : undefined;
    return confirmPath(locale, key === 'otherSocialAccount' ? key : 'socialFailed');
  }
}

/** The login page in the member's language, with an error key for it to show. */
export function loginPath(locale: AuthLocale, error?: string): string {
  return getPathname({ locale, href: error ? { pathname: '/login', query: { error } } : '/login' });
}

const CALLBACK_COOKIES = ['__Secure-next-auth.callback-url', 'next-auth.callback-url'];

/**
 * The language of a social login in progress, so a failure lands on the login page the member came
 * from: the callback URL the login button passed (a query parameter on the first call, then
 * next-auth's callback-url cookie), else next-intl's locale cookie, else English.
 */
type AuthRequest = { nextUrl: URL; cookies: { get(name: string): { value: string } | undefined } };

/** The callback URL of the social login in progress: a query parameter on the first call, then next-auth's cookie. */
function callbackOf(request: AuthRequest): string | undefined {
  return request.nextUrl.searchParams.get('callbackUrl') ?? CALLBACK_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
}

/** MyZone's password confirmation, where a social-only member confirms with the provider (issue 9). */
const CONFIRM_PATH = '/membership/myaccount/confirmpassword';

/**
 * What the social login in progress is for: logging in, or confirming a logged-in social-only
 * member again before a sensitive change (its callback is the confirmation page). A confirmation
 * never logs anyone in: its claims only go to the member API's confirmSocial, with the member's token.
 */
export function socialPurpose(request: AuthRequest): 'login' | 'confirm' {
  const callback = callbackOf(request);
  if (!callback) return 'login';
  try {
    const path = new URL(callback, 'http://portal.invalid').pathname.replace(/^\/ko(?=\/|$)/, '');
    return path === CONFIRM_PATH ? 'confirm' : 'login';
  } catch {
    return 'login';
  }
}

export function socialLocale(request: AuthRequest): AuthLocale {
  const callback = callbackOf(request);
  if (callback) {
    try {
      return /^\/ko(\/|$)/.test(new URL(callback, 'http://portal.invalid').pathname) ? 'ko' : 'en';
    } catch {
      // an unreadable callback says nothing; fall through
    }
  }
  return toLocale(request.cookies.get('NEXT_LOCALE')?.value);
}

export function authOptions(locale: AuthLocale = 'en', purpose: 'login' | 'confirm' = 'login'): AuthOptions {
  const providers: AuthOptions['providers'] = [];
  const { google, apple } = env;
  if (google) {
    providers.push(
      GoogleProvider({
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        // openid-client's own default is 3.5 s; stated so a stalled provider answers an error in time.
        httpOptions: { timeout: OIDC_TIMEOUT_MS },
        ...(google.issuer ? { issuer: google.issuer, wellKnown: `${google.issuer}/.well-known/openid-configuration` } : {}),
      }),
    );
  }
  if (apple) {
    // next-auth's Apple provider checks PKCE only; Apple echoes `state` too (in its form post, which the
    // callback route turns into a GET), so a callback must also match the login this browser started.
    providers.push(AppleProvider({ clientId: apple.clientId, clientSecret: apple.clientSecret, httpOptions: { timeout: OIDC_TIMEOUT_MS }, checks: ['pkce', 'state'] }));
  }
  return {
    secret: authSecret(),
    providers,
    session: { strategy: 'jwt', maxAge: 60 },
    pages: { signIn: loginPath(locale), error: loginPath(locale) },
    callbacks: {
      async signIn({ account, user, profile }) {
        if (!account || (account.provider !== 'google' && account.provider !== 'apple')) return loginPath(locale, 'socialFailed');
        const claims = {
          id: account.providerAccountId,
          email: String(user.email ?? (profile as { email?: string } | undefined)?.email ?? ''),
          name: String(user.name ?? ''),
          social_type: account.provider as 'google' | 'apple',
        };
        if (purpose === 'confirm') return confirmWithProvider(locale, claims);
        try {
          const result = await callUpstream('socialLogin', { ...claims, ...signSocialClaims(claims) });
          await saveLogin(result);
          return true;
        } catch (error) {
          const refusal = isUpstreamError(error) ? error : undefined;
          const ticket = refusal?.message === 'auth.error.accountWithdrawnSocial' ? refusal.errors?.restore_ticket : undefined;
          if (ticket) {
            // Withdrawn within the year: the login page offers the restore, which the member confirms there.
            await savePendingRestore({ ticket, provider: claims.social_type, restorableUntil: refusal?.errors?.restorable_until ?? '' });
            return loginPath(locale);
          }
          const key = isUpstreamError(error) ? error.message.split('.').pop() : 'socialFailed';
          return loginPath(locale, key ?? 'socialFailed');
        }
      },
      // Only same-site destinations, as for the password login's returnUrl.
      async redirect({ url, baseUrl }) {
        if (url.startsWith('/') && !url.startsWith('//')) return `${baseUrl}${url}`;
        try {
          return new URL(url).origin === baseUrl ? url : baseUrl;
        } catch {
          return baseUrl;
        }
      },
    },
  };
}
