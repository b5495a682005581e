import 'server-only';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailureSummary, isDatabaseFailure } from '@/lib/member-api/db/failure';
import { countMetric } from '@/lib/shared/observability/count.mjs';
import { ValidationError } from 'yup';
import { getDb } from '@/lib/member-api/db/client';
import { fieldErrors } from '@/lib/shared/validation/field-errors';
import { parseVenueRound } from '@/lib/shared/venue/round-schema';
import { controlCharacterErrors } from '@/lib/shared/validation/control-characters';
import { signaturesMatch, VENUE_HEADERS, VENUE_MAX_BODY_BYTES, VENUE_MAX_SKEW_SECONDS, VENUE_NONCE_PATTERN, venueSignature } from '@/lib/shared/venue/signature';
import { bookedPlayerForRound } from '../booking/venue-desk';
import { ingestRound, VenueRefusal } from './ingest';
import { usableVenueKey, VenueKeyUnreadableError } from './keys';
import { scheduleRerank } from './rerank';

/** What changed, for the portal to expire its cached pages (the member API knows no caching). */
export interface VenueChanges {
  tournaments: number[];
  minigames: number[];
  /** Members whose own records changed (the round's player): their MyZone reads. */
  members: number[];
}

/** A venue request as the API reads it, whichever server received it (Next's route, server/serve.mjs). */
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

function refusal(status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): VenueAnswer {
  return answer(status, { code: status, message, ...extra }, headers);
}

/**
 * POST /venue/rounds: a bay posts a finished round (JSON), signed with its venue's key
 * (lib/shared/venue/signature.ts). Checked in this order, each refusal with its code and nothing stored:
 * 415 not JSON · 413 body over 256 KiB · 401 unsigned, unknown / revoked / expired key, bad
 * signature, or a timestamp more than 5 minutes off (the answer carries the server's time) · 503 a key
 * this portal cannot decrypt (its VENUE_KEYS_SECRET is not the one the key was made with) · 400 not
 * JSON or a malformed round (each field's error) · 403 a key of venue A posting for venue B · 409 a
 * nonce seen before. Then the round is applied once (ingest.ts) and the answer says what it
 * changed; the same bay round id posted again answers the very same (Idempotent-Replayed: true).
 */
export interface VenueServeOptions {
  /**
   * Called with what a round changed, once its effects are visible: the round's member before the
   * answer (awaited, so the member's next view shows the round), tournaments after the re-ranking.
   */
  onChanged?: (changes: VenueChanges) => void | Promise<void>;
  /** Runs work after the answer is sent (Next's `after`); by default it just starts it. */
  defer?: (work: () => Promise<void>) => void;
  now?: () => Date;
}

/**
 * The one implementation of the venue round API, behind two thin adapters: serveVenueRounds (a
 * fetch Request: Next's route app/venue/rounds, the contract tests) and serveVenueRoundsNode
 * (node-http.ts: server/serve.mjs answers this path itself, without Next's request pipeline).
 * Never throws: a failure is a 500 with its code.
 */
export async function answerVenueRound(request: VenueRequest, options: VenueServeOptions = {}): Promise<VenueAnswer> {
  const answered = await answerUncounted(request, options);
  countMetric('rounds', { outcome: roundOutcome(answered) });
  return answered;
}

/** The metric's outcome of an answer: stored, repeated (idempotent replay), refused (4xx), unavailable (503), failed. */
function roundOutcome(answered: VenueAnswer): string {
  if (answered.status === 200) return answered.headers['idempotent-replayed'] ? 'repeated' : 'stored';
  if (answered.status === 503) return 'unavailable';
  return answered.status < 500 ? 'refused' : 'failed';
}

async function answerUncounted(request: VenueRequest, options: VenueServeOptions): Promise<VenueAnswer> {
  try {
    return await answerChecked(request, options);
  } catch (error) {
    if (isDatabaseFailure(error)) {
      // The database is down or stalled: the bay keeps the round and posts it again after Retry-After,
      // under the same bay round id (ingestion is idempotent). The driver's message only: never the
      // query's parameters (a round's players and scores).
      console.error('[venue] database unavailable while answering a round:', databaseFailureSummary(error));
      return answer(503, { code: 503, message: 'venue.error.unavailable' }, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
    }
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
  let key;
  try {
    key = await usableVenueKey(db, keyId.slice(0, 40), at);
  } catch (error) {
    if (!(error instanceof VenueKeyUnreadableError)) throw error;
    // The portal's configuration, not the bay's key: 503 (try later), and the operator reads why.
    console.error(`[venue] refusing a round with 503: ${error.message}`);
    return refusal(503, 'venue.error.keyUnreadable', {}, { 'retry-after': '300' });
  }
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
  // A round without a player from a booked bay (issue 23): the booking named by `booking` (its
  // check-in code or number), or else the bay's booking whose slot the round ended in, gives the member.
  const posted = raw as Record<string, unknown>;
  if (posted.player_pk === undefined && (posted.player_id === undefined || posted.player_id === '')) {
    const refused = await resolveBookedPlayer(db, key.shopno, posted);
    if (refused) return refused;
  }
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
    // The member's own records changed as soon as the round is stored: read-your-writes for their MyZone.
    if (!result.repeated) await onChanged?.({ tournaments: [], minigames: [], members: [result.answer.player_pk] });
    if (!result.repeated && (result.rerank.length || result.minigames.length || result.answer.tournament?.counted)) {
      const counted = result.answer.tournament?.counted ? [result.answer.tournament.tournamentno] : [];
      defer(async () => {
        await Promise.all(result.rerank.map((tournamentno) => scheduleRerank(db, tournamentno)));
        await onChanged?.({ tournaments: counted, minigames: result.minigames, members: [] });
      });
    }
    // The same bay round posted again answers exactly the same; a header says it was a repeat.
    return answer(200, { code: 200, message: 'success', ...result.answer }, result.repeated ? { 'idempotent-replayed': 'true' } : {});
  } catch (error) {
    if (error instanceof VenueRefusal) return refusal(error.status, error.message, error.errors ? { errors: error.errors } : {});
    throw error;
  }
}

/**
 * Sets `player_pk` of a posted round from its booking. A `booking` that names none of the venue's
 * bookings for that bay and time is refused (400 naming the field); a round without one and without
 * a booking in its slot is left as it is (the schema then asks for a player).
 */
async function resolveBookedPlayer(db: Awaited<ReturnType<typeof getDb>>, shopno: number, posted: Record<string, unknown>): Promise<VenueAnswer | undefined> {
  const { bay, played_at: playedAt, booking, seat } = posted;
  if (booking !== undefined && (typeof booking !== 'string' || booking.length > 12)) return refusal(400, 'venue.error.invalidRound', { errors: { booking: 'venue.field.booking' } });
  // The player's seat at the bay: the order the players were named in (at booking or at check-in).
  if (seat !== undefined && (!Number.isInteger(seat) || (seat as number) < 1 || (seat as number) > 12)) return refusal(400, 'venue.error.invalidRound', { errors: { seat: 'venue.field.seat' } });
  if (!Number.isInteger(bay) || typeof playedAt !== 'string' || !Number.isFinite(Date.parse(playedAt))) return undefined;
  const found = await bookedPlayerForRound(db, { shopno, bay: bay as number, playedAt: new Date(playedAt), reference: booking as string | undefined, seat: seat as number | undefined });
  if (found && 'seat' in found) return refusal(400, 'venue.error.invalidRound', { errors: { seat: 'venue.field.seat' } });
  if (found) posted.player_pk = found.playerPk;
  else if (booking !== undefined) return refusal(400, 'venue.error.invalidRound', { errors: { booking: 'venue.field.booking' } });
  return undefined;
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
