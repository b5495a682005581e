import 'server-only';
import { getDb } from '@/lib/member-api/db/client';
import { venueNonces } from '@/lib/member-api/db/schema';
import { GUEST_NAME_MAX, isCalendarDay } from '@/lib/shared/domain/booking';
import { signaturesMatch, VENUE_HEADERS, VENUE_MAX_SKEW_SECONDS, VENUE_NONCE_PATTERN, venueSignature } from '@/lib/shared/venue/signature';
import { usableVenueKey } from '../venue/keys';
import { markBooking, venueDayBookings, type NamedPlayer } from './venue-desk';

/** The players a check-in names, when well formed: 1 to 12 members by login ID or guests by name. */
function namedPlayers(value: unknown): NamedPlayer[] | undefined {
  if (!Array.isArray(value) || value.length < 1 || value.length > 12) return undefined;
  const named: NamedPlayer[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
    const { player_id: playerId, guest } = entry as Record<string, unknown>;
    if (typeof playerId === 'string' && guest === undefined && /^[A-Za-z][A-Za-z0-9_-]{3,19}$/.test(playerId.trim())) named.push({ player_id: playerId.trim() });
    else if (typeof guest === 'string' && playerId === undefined && guest.trim().length >= 1 && guest.trim().length <= GUEST_NAME_MAX && !/[\u0000-\u001f\u007f]/.test(guest)) named.push({ guest: guest.trim() });
    else return undefined;
  }
  return named;
}

/**
 * The venue desk's signed calls (issue 23), signed exactly like POST /venue/rounds with the venue's
 * key (lib/shared/venue/signature.ts: HMAC over method, path, timestamp, nonce and the body's hash), and
 * answering only about the key's own venue:
 *   POST /venue/bookings       {"day":"YYYY-MM-DD"}                      a day's bookings by bay
 *   POST /venue/bookings/mark  {"booking":"<code or number>","mark":"checked_in"|"no_show"}
 *                              with checked_in, optionally "players":[{"player_id":"<login ID>"}|{"guest":"<name>"},…]:
 *                              who plays, in the bay's seat order (replaces the players named at booking)
 * Refused with a code: 415 not JSON · 413 over 16 KiB · 401 unsigned, unknown key, bad signature or
 * clock off · 409 a nonce seen before · 400 a malformed request · 404 no such booking at the venue ·
 * 409 not markable (a no-show before its start, a cancelled booking).
 */
export const VENUE_BOOKINGS_PATH = '/venue/bookings';
export const VENUE_BOOKING_MARK_PATH = '/venue/bookings/mark';
const MAX_BODY = 16 * 1024;

const json = (status: number, body: Record<string, unknown>) => Response.json({ code: status, ...body }, { status, headers: { 'cache-control': 'no-store' } });

export async function serveVenueBookings(request: Request, now = () => new Date()): Promise<Response> {
  try {
    return await answer(request, now());
  } catch (error) {
    console.error('[venue] a desk call failed', error);
    return json(500, { message: 'venue.error.internal' });
  }
}

async function answer(request: Request, at: Date): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (request.method !== 'POST') return json(405, { message: 'venue.error.method' });
  if ((request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') return json(415, { message: 'venue.error.contentType' });
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_BODY) return json(413, { message: 'venue.error.tooLarge', limit: MAX_BODY });
  const keyId = request.headers.get(VENUE_HEADERS.key) ?? '';
  const timestamp = request.headers.get(VENUE_HEADERS.timestamp) ?? '';
  const nonce = request.headers.get(VENUE_HEADERS.nonce) ?? '';
  const signature = request.headers.get(VENUE_HEADERS.signature) ?? '';
  if (!keyId || !/^\d{1,12}$/.test(timestamp) || !VENUE_NONCE_PATTERN.test(nonce) || !/^[0-9a-fA-F]{64}$/.test(signature)) return json(401, { message: 'venue.error.unsigned' });
  const db = await getDb();
  const key = await usableVenueKey(db, keyId.slice(0, 40), at);
  if (!key) return json(401, { message: 'venue.error.unknownKey' });
  if (!signaturesMatch(venueSignature(key.secret, 'POST', path, timestamp, nonce, body), signature)) return json(401, { message: 'venue.error.badSignature' });
  if (Math.abs(Math.floor(at.getTime() / 1000) - Number(timestamp)) > VENUE_MAX_SKEW_SECONDS) return json(401, { message: 'venue.error.clockSkew' });
  const [fresh] = await db.insert(venueNonces).values({ keyId: key.keyId, nonce, seenAt: at }).onConflictDoNothing().returning({ nonce: venueNonces.nonce });
  if (!fresh) return json(409, { message: 'venue.error.replayedNonce' });

  let input: Record<string, unknown>;
  try {
    input = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return json(400, { message: 'venue.error.notJson' });
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return json(400, { message: 'venue.error.notJson' });

  if (path === VENUE_BOOKINGS_PATH) {
    if (typeof input.day !== 'string' || !isCalendarDay(input.day)) return json(400, { message: 'venue.error.invalidRequest', errors: { day: 'booking.error.day' } });
    const list = await venueDayBookings(db, key.shopno, input.day);
    if (!list) return json(404, { message: 'booking.error.venueNotFound' });
    return json(200, { message: 'success', shopno: key.shopno, day: input.day, ...list });
  }
  if (path === VENUE_BOOKING_MARK_PATH) {
    const { booking, mark } = input;
    // Players are named at check-in only.
    const named = input.players === undefined ? undefined : mark === 'checked_in' ? namedPlayers(input.players) : undefined;
    const badPlayers = input.players !== undefined && !named;
    if (typeof booking !== 'string' || booking.length > 12 || (mark !== 'checked_in' && mark !== 'no_show') || badPlayers) {
      return json(400, {
        message: 'venue.error.invalidRequest',
        errors: {
          ...(typeof booking !== 'string' || booking.length > 12 ? { booking: 'venue.field.booking' } : {}),
          ...(mark !== 'checked_in' && mark !== 'no_show' ? { mark: 'venue.field.mark' } : {}),
          ...(badPlayers ? { players: 'venue.field.players' } : {}),
        },
      });
    }
    const result = await markBooking(db, key.shopno, booking, mark, at, named);
    if (!result.ok) {
      if (result.reason === 'notFound') return json(404, { message: 'booking.error.notFound' });
      if (result.reason === 'unknownPlayer') return json(400, { message: 'venue.error.invalidRequest', errors: { players: 'venue.field.unknownPlayers' } });
      if (result.reason === 'tooManyPlayers') return json(400, { message: 'venue.error.invalidRequest', errors: { players: 'booking.error.tooManyPlayers' } });
      return json(409, { message: 'venue.error.notMarkable' });
    }
    return json(200, { message: 'success', bookingno: result.bookingno, status: result.status });
  }
  return json(404, { message: 'api.noSuchCall' });
}
