import 'server-only';

/**
 * Request bodies are read only when their type is one the route takes and their size within its
 * stated limit (ASVS 1.3.11 / 4.1 / 15.2): a wrong type is 415 and a larger body 413 BEFORE a byte
 * is buffered. The declared Content-Length is checked first; a chunked body is counted while it
 * streams and cut off at the limit, so neither kind can fill the server's memory. (server/serve.mjs
 * refuses oversized declared lengths even earlier, before Next.js sees the request.)
 */
export const BODY_LIMITS = {
  /** The member API's calls: form fields only; the longest is an inquiry's text (a few KiB). */
  memberApi: 64 * 1024,
  /** The portal's own JSON/form route handlers (views beacon, session, lists). */
  routeHandler: 16 * 1024,
} as const;

export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'] as const;

export class BodyRefused extends Error {
  constructor(readonly status: 413 | 415) {
    super(status === 413 ? 'body too large' : 'unsupported media type');
  }
}

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();

/** Whether the request carries a body at all (a POST of nothing needs no type). */
function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('transfer-encoding');
}

/** 415 or 413 from the headers alone, or undefined when the body may be read. */
export function checkBodyHeaders(request: Request, limit: number, types: readonly string[] = FORM_TYPES): BodyRefused | undefined {
  if (!hasBody(request)) return undefined;
  if (!types.includes(mediaType(request))) return new BodyRefused(415);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (!Number.isFinite(length) || length > limit) return new BodyRefused(413);
  return undefined;
}

/** The body's bytes, read at most `limit` of them (throws BodyRefused(413) past it, and stops reading). */
export async function readBytesWithin(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyRefused(413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The body as form fields, JSON or text, read within `limit`: the one reader of route handlers'
 * and the member API's bodies. Multipart is parsed from the bounded bytes, not from the stream.
 */
export async function readFieldsWithin(request: Request, limit: number): Promise<URLSearchParams | Record<string, unknown>> {
  const refused = checkBodyHeaders(request, limit);
  if (refused) throw refused;
  const bytes = await readBytesWithin(request, limit);
  const type = mediaType(request);
  if (!bytes.length) return new URLSearchParams();
  if (type === 'application/json') {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  }
  if (type === 'multipart/form-data') {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    const fields = new URLSearchParams();
    form.forEach((value, key) => typeof value === 'string' && fields.append(key, value));
    return fields;
  }
  return new URLSearchParams(bytes.toString('utf8'));
}

/** A refusal in the member API's envelope shape (also used by the portal's route handlers). */
export function bodyRefusedResponse(error: BodyRefused): Response {
  return Response.json(
    { code: error.status, message: error.status === 413 ? 'api.bodyTooLarge' : 'api.unsupportedType' },
    { status: error.status, headers: { 'cache-control': 'no-store', connection: 'close' } },
  );
}
