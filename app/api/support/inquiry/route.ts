import { ValidationError } from 'yup';
import { sendInquiry } from '@/lib/data/support';
import { fieldErrors } from '@/lib/validation/field-errors';
import { clientIp, sameOrigin } from '@/lib/security/request';
import { isUpstreamError } from '@/lib/upstream/errors';
import { inquirySchema } from '@/lib/validation/inquiry';

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
      ip: clientIp(request),
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
