import { ValidationError } from 'yup';
import { sendInquiry } from '@/lib/data/support';
import { isUpstreamError } from '@/lib/upstream/errors';
import { inquirySchema } from '@/lib/validation/inquiry';

/** Field to message key; the first failure of a field wins, as in the member API's answers. */
function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner) errors[inner.path ?? '_'] ??= String(inner.message);
  return errors;
}

/**
 * A cross-site page may not send inquiries in a visitor's name: the browser's Origin must be this
 * site's (the address the request came to, or APP_URL behind a proxy that rewrites the host).
 */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(request.url).origin]);
  if (process.env.APP_URL) allowed.add(new URL(process.env.APP_URL).origin);
  return allowed.has(origin);
}

/** The inquiry form's island posts here: validated with the form's own schema, then sent to the member API. */
export async function POST(request: Request) {
  if (!sameOrigin(request)) return Response.json({ ok: false, message: 'inquiry.error.origin' }, { status: 403 });
  let raw: Record<string, unknown>;
  try {
    raw = (await request.json()) as Record<string, unknown>;
  } catch {
    return Response.json({ ok: false, message: 'api.invalidInput' }, { status: 400 });
  }
  let input;
  try {
    input = await inquirySchema.validate(raw, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return Response.json({ ok: false, message: 'api.invalidInput', errors: fieldErrors(error) }, { status: 400 });
    throw error;
  }
  const lang = raw.lang === 'ko' ? 'ko' : 'en';
  try {
    await sendInquiry({ ...input, lang }, {
      ip: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || undefined,
      userAgent: request.headers.get('user-agent') ?? undefined,
    });
    return Response.json({ ok: true });
  } catch (error) {
    if (isUpstreamError(error)) {
      return Response.json({ ok: false, message: error.message, errors: error.errors }, { status: error.code >= 400 && error.code < 600 ? error.code : 502 });
    }
    console.error('[api/support/inquiry]', error);
    return Response.json({ ok: false, message: 'api.internal' }, { status: 500 });
  }
}
