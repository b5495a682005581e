import { getTranslations } from 'next-intl/server';
import { NextResponse, type NextRequest } from 'next/server';
import { clearSession, readSession, safeReturnPath, saveLogin, verifySession } from '@/lib/auth/session';
import { captchaConfig } from '@/lib/captcha';
import { getStates, getStores } from '@/lib/data/account';
import { apiMessage } from '@/lib/i18n/api-message';
import { clientIp, sameOrigin } from '@/lib/security/request';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { FailureBody } from '@/lib/upstream/operation';

/**
 * JSON for the account forms (client islands): each action validates through the member API's
 * shared yup schema, and answers `{ ok: true, ... }` or `{ ok: false, message, errors }` with the
 * texts already translated, so the form can show them in place without losing what was typed.
 */
type Lang = 'en' | 'ko';
type Body = Record<string, unknown>;

function lang(value: unknown): Lang {
  return value === 'ko' ? 'ko' : 'en';
}

/** The caller's address by the one rule every limit uses (TRUSTED_PROXY_HOPS), never the header's first entry. */
function meta(request: Request) {
  return {
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent') ?? undefined,
  };
}

async function failure(error: unknown, locale: Lang) {
  const t = await getTranslations({ locale });
  const translate = (key: string) => apiMessage(t as unknown as Parameters<typeof apiMessage>[0], key);
  if (isUpstreamError(error)) {
    const body: FailureBody = error.toBody();
    const errors: Record<string, string> = {};
    for (const [field, key] of Object.entries(body.errors ?? {})) if (field !== 'retryAfter') errors[field] = translate(key);
    const status = body.code === 429 ? 429 : body.code >= 400 && body.code < 600 ? body.code : 400;
    const headers: HeadersInit = body.code === 429 && body.errors?.retryAfter ? { 'retry-after': body.errors.retryAfter } : {};
    return NextResponse.json({ ok: false, code: body.code, message: translate(body.message), errors }, { status, headers });
  }
  console.error('[account] action failed', error);
  return NextResponse.json({ ok: false, code: 500, message: translate('api.internal'), errors: {} }, { status: 500 });
}

type Meta = ReturnType<typeof meta>;
const checks = {
  player_id: (value: string, options: Meta) => callUpstream('idCheck', { player_id: value }, options),
  nickname: (value: string, options: Meta) => callUpstream('nicknameCheck', { nickname: value }, options),
  email: (value: string, options: Meta) => callUpstream('emailCheck', { email: value }, options),
} as const;

export async function POST(request: NextRequest, { params }: { params: Promise<{ action: string }> }) {
  const { action } = await params;
  let body: Body;
  try {
    body = (await request.json()) as Body;
  } catch {
    body = {};
  }
  const locale = lang(body.locale);
  if (!sameOrigin(request)) {
    const t = await getTranslations({ locale });
    return NextResponse.json({ ok: false, code: 403, message: t('auth.error.origin'), errors: {} }, { status: 403 });
  }
  const options = meta(request);
  try {
    switch (action) {
      case 'login': {
        const result = await callUpstream('login', { player_id: String(body.player_id ?? ''), password: String(body.password ?? '') }, options);
        await saveLogin(result);
        return NextResponse.json({
          ok: true,
          redirect: safeReturnPath(body.returnUrl),
          needEditProfile: result.loginresult.is_initialize === 'y',
        });
      }
      case 'check': {
        const field = String(body.field) as keyof typeof checks;
        if (!(field in checks)) return NextResponse.json({ ok: false, code: 404, message: 'unknown check', errors: {} }, { status: 404 });
        await checks[field](String(body.value ?? ''), options);
        return NextResponse.json({ ok: true });
      }
      case 'signup': {
        const fields = { ...body, lang: locale } as Record<string, unknown>;
        delete fields.locale;
        const result = await callUpstream('register', fields as never, options);
        return NextResponse.json({ ok: true, player_id: result.player_id });
      }
      case 'resend':
        await callUpstream('resendVerification', { player_id: String(body.player_id ?? ''), lang: locale }, options);
        return NextResponse.json({ ok: true });
      case 'find-id':
        await callUpstream('findId', { email: String(body.email ?? ''), lang: locale }, options);
        return NextResponse.json({ ok: true });
      case 'find-password':
        await callUpstream('findPassword', { email: String(body.email ?? ''), id: String(body.id ?? ''), lang: locale }, options);
        return NextResponse.json({ ok: true });
      case 'reset-password':
        await callUpstream(
          'resetPassword',
          { token: String(body.token ?? ''), password: String(body.password ?? ''), password_re: String(body.password_re ?? '') },
          options,
        );
        // A reset revokes every session on the member API; this browser's cookie goes too.
        if (await readSession()) await clearSession();
        return NextResponse.json({ ok: true });
      default:
        return NextResponse.json({ ok: false, code: 404, message: 'unknown action', errors: {} }, { status: 404 });
    }
  } catch (error) {
    return failure(error, locale);
  }
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ action: string }> }) {
  const { action } = await params;
  const search = request.nextUrl.searchParams;
  const locale = lang(search.get('locale'));
  const headers = { 'cache-control': 'no-store' };
  try {
    switch (action) {
      case 'states':
        return NextResponse.json({ ok: true, list: await getStates(Number(search.get('countryno')), locale) }, { headers });
      case 'stores': {
        const statesno = Number(search.get('statesno')) || undefined;
        return NextResponse.json({ ok: true, list: await getStores(Number(search.get('countryno')), statesno, locale) }, { headers });
      }
      case 'captcha':
        return NextResponse.json({ ok: true, captcha: captchaConfig() }, { headers });
      case 'end-session': {
        // The login page's way to drop a cookie whose session the member API no longer knows. Only a
        // dead session is cleared (a live one is kept), so a link to this changes nothing that matters.
        const returnUrl = safeReturnPath(search.get('returnUrl'));
        const live = await verifySession();
        if (!live) await clearSession();
        const prefix = locale === 'ko' ? '/ko' : '';
        const target = live ? `${prefix}/` : `${prefix}/login?${new URLSearchParams({ returnUrl })}`;
        // A relative Location: right behind any proxy, whatever Host this server saw.
        return new NextResponse(null, { status: 303, headers: { ...headers, location: target } });
      }
      default:
        return NextResponse.json({ ok: false, code: 404, message: 'unknown action', errors: {} }, { status: 404 });
    }
  } catch (error) {
    return failure(error, locale);
  }
}
