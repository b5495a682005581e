import 'server-only';
import { ValidationError } from 'yup';
import { getDb } from '@/lib/db/client';
import { fieldErrors } from '@/lib/validation/field-errors';
import { parseVenueRound } from '@/lib/venue/round-schema';
import { controlCharacterErrors } from '@/lib/validation/control-characters';
import { signaturesMatch, VENUE_HEADERS, VENUE_MAX_BODY_BYTES, VENUE_MAX_SKEW_SECONDS, VENUE_NONCE_PATTERN, venueSignature } from '@/lib/venue/signature';
import { ingestRound, VenueRefusal } from './ingest';
import { usableVenueKey } from './keys';
import { scheduleRerank } from './rerank';

/** What changed, for the portal to expire its cached pages (the member API knows no caching). */
export interface VenueChanges {
  tournaments: number[];
  minigames: number[];
}

/** A venue request as the API reads it, whichever server received it (Next's route, scripts/serve.mjs). */
export interface VenueRequest {
  method: string;
  /** The path without its query: what the signature covers. */
  path: string;
  /** A header's value by its lower-case name; null or undefined when absent. */
  header(name: string): string | null | undefined;
  /** The body, read up to `limit` bytes; undefined when it is larger (the rest is not read). */
  readBody(limit: number): Promise<Uint8Array | undefined>;
}

/** The answer, for the adapter to send as JSON. */
export interface VenueAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * Answers are a few hundred bytes of JSON to a bay on the venue's network: no-transform keeps the
 * portal's response compression off them (gzip cost more CPU than the rest of the answer's handling).
 */
function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): VenueAnswer {
  return { status, headers: { 'cache-control': 'no-store, no-transform', ...headers }, body };
}

function refusal(status: number, message: string, extra: Record<string, unknown> = {}): VenueAnswer {
  return answer(status, { code: status, message, ...extra });
}

/**
 * POST /venue/rounds: a bay posts a finished round (JSON), signed with its venue's key
 * (lib/venue/signature.ts). Checked in this order, each refusal with its code and nothing stored:
 * 415 not JSON · 413 body over 256 KiB · 401 unsigned, unknown / revoked / expired key, bad
 * signature, or a timestamp more than 5 minutes off (the answer carries the server's time) · 400 not
 * JSON or a malformed round (each field's error) · 403 a key of venue A posting for venue B · 409 a
 * nonce seen before. Then the round is applied once (ingest.ts) and the answer says what it
 * changed; the same bay round id posted again answers the very same (Idempotent-Replayed: true).
 */
export interface VenueServeOptions {
  /** Called with what a round changed, once its effects are visible (after the re-ranking for places). */
  onChanged?: (changes: VenueChanges) => void;
  /** Runs work after the answer is sent (Next's `after`); by default it just starts it. */
  defer?: (work: () => Promise<void>) => void;
  now?: () => Date;
}

/**
 * The one implementation of the venue round API, behind two thin adapters: serveVenueRounds (a
 * fetch Request: Next's route app/venue/rounds, the contract tests) and serveVenueRoundsNode
 * (node-http.ts: scripts/serve.mjs answers this path itself, without Next's request pipeline).
 * Never throws: a failure is a 500 with its code.
 */
export async function answerVenueRound(request: VenueRequest, options: VenueServeOptions = {}): Promise<VenueAnswer> {
  try {
    return await answerChecked(request, options);
  } catch (error) {
    console.error('[venue] answering a round failed', error);
    return refusal(500, 'venue.error.internal');
  }
}

async function answerChecked(request: VenueRequest, { onChanged, defer = (work) => void work(), now = () => new Date() }: VenueServeOptions): Promise<VenueAnswer> {
  if (request.method !== 'POST') return refusal(405, 'venue.error.method');
  const type = (request.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return refusal(415, 'venue.error.contentType');
  const declared = Number(request.header('content-length') ?? '0');
  if (declared > VENUE_MAX_BODY_BYTES) return refusal(413, 'venue.error.tooLarge', { limit: VENUE_MAX_BODY_BYTES });
  const body = await request.readBody(VENUE_MAX_BODY_BYTES);
  if (!body) return refusal(413, 'venue.error.tooLarge', { limit: VENUE_MAX_BODY_BYTES });

  const keyId = request.header(VENUE_HEADERS.key) ?? '';
  const timestamp = request.header(VENUE_HEADERS.timestamp) ?? '';
  const nonce = request.header(VENUE_HEADERS.nonce) ?? '';
  const signature = request.header(VENUE_HEADERS.signature) ?? '';
  if (!keyId || !/^\d{1,12}$/.test(timestamp) || !VENUE_NONCE_PATTERN.test(nonce) || !/^[0-9a-fA-F]{64}$/.test(signature)) {
    return refusal(401, 'venue.error.unsigned');
  }
  const db = await getDb();
  const at = now();
  const key = await usableVenueKey(db, keyId.slice(0, 40), at);
  if (!key) return refusal(401, 'venue.error.unknownKey');
  if (!signaturesMatch(venueSignature(key.secret, request.method, request.path, timestamp, nonce, body), signature)) {
    return refusal(401, 'venue.error.badSignature');
  }
  const serverTime = Math.floor(at.getTime() / 1000);
  if (Math.abs(serverTime - Number(timestamp)) > VENUE_MAX_SKEW_SECONDS) {
    return refusal(401, 'venue.error.clockSkew', { servertime: serverTime, maxskew: VENUE_MAX_SKEW_SECONDS });
  }

  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return refusal(400, 'venue.error.notJson');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refusal(400, 'venue.error.notJson');
  // As at every member-API call: a NUL byte would reach PostgreSQL as a 500 ("invalid byte sequence").
  const control = controlCharacterErrors(raw);
  if (Object.keys(control).length) return refusal(400, 'venue.error.invalidRound', { errors: control });
  let round;
  try {
    // Synchronously: every test of the schema is synchronous, and yup's asynchronous path makes a
    // promise per field (an 18-hole round has some 700), several times the CPU of the checks.
    round = parseVenueRound(raw as Record<string, unknown>);
  } catch (error) {
    if (error instanceof ValidationError) return refusal(400, 'venue.error.invalidRound', { errors: fieldErrors(error) });
    throw error;
  }
  if (round.shopno !== key.shopno) return refusal(403, 'venue.error.foreignVenue');

  try {
    const result = await ingestRound(db, round, { keyId: key.keyId, nonce }, at);
    if (!result.repeated && (result.rerank.length || result.minigames.length || result.answer.tournament?.counted)) {
      const counted = result.answer.tournament?.counted ? [result.answer.tournament.tournamentno] : [];
      defer(async () => {
        await Promise.all(result.rerank.map((tournamentno) => scheduleRerank(db, tournamentno)));
        onChanged?.({ tournaments: counted, minigames: result.minigames });
      });
    }
    // The same bay round posted again answers exactly the same; a header says it was a repeat.
    return answer(200, { code: 200, message: 'success', ...result.answer }, result.repeated ? { 'idempotent-replayed': 'true' } : {});
  } catch (error) {
    if (error instanceof VenueRefusal) return refusal(error.status, error.message, error.errors ? { errors: error.errors } : {});
    throw error;
  }
}

/** Reads a fetch body up to the limit; undefined when it is larger (the stream is not read further). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** POST /venue/rounds for a fetch Request (Next's route handler, the contract tests). */
export async function serveVenueRounds(request: Request, options: VenueServeOptions = {}): Promise<Response> {
  const result = await answerVenueRound(
    { method: request.method, path: new URL(request.url).pathname, header: (name) => request.headers.get(name), readBody: (limit) => readLimited(request, limit) },
    options,
  );
  return Response.json(result.body, { status: result.status, headers: result.headers });
}
