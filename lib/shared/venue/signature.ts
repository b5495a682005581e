import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signing of the venues' round API (POST /venue/rounds), shared by the member API that checks it, the
 * bay simulator and the tests that sign. A neutral module: it imports neither the portal nor the
 * member API.
 *
 * A request carries four headers. The signature is HMAC-SHA256, keyed with the venue key's secret,
 * over five lines joined by "\n":
 *
 *     METHOD
 *     /venue/rounds                 (the path, without query)
 *     1795380028                    (X-Venue-Timestamp: Unix seconds)
 *     3f1c0d5e9a7b4c21a0e8d6f4b2c19e77   (X-Venue-Nonce: 16 to 64 of A-Z a-z 0-9 _ -)
 *     e3b0c44298fc1c149afbf4c8996fb924... (SHA-256 of the raw body, lowercase hex)
 *
 * and is sent as lowercase hex in X-Venue-Signature, with the key's id in X-Venue-Key.
 */
export const VENUE_HEADERS = {
  key: 'x-venue-key',
  timestamp: 'x-venue-timestamp',
  nonce: 'x-venue-nonce',
  signature: 'x-venue-signature',
} as const;

/** A timestamp further than this from the server's clock is refused (and nonces are kept this long, twice). */
export const VENUE_MAX_SKEW_SECONDS = 5 * 60;
/** The largest round body accepted: an 18-hole round with every shot is about 20 KiB. */
export const VENUE_MAX_BODY_BYTES = 256 * 1024;
export const VENUE_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const VENUE_ROUNDS_PATH = '/venue/rounds';

export function bodyHash(body: string | Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

export function canonicalRequest(method: string, path: string, timestamp: string, nonce: string, body: string | Uint8Array): string {
  return [method.toUpperCase(), path, timestamp, nonce, bodyHash(body)].join('\n');
}

export function venueSignature(secret: string, method: string, path: string, timestamp: string, nonce: string, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(canonicalRequest(method, path, timestamp, nonce, body)).digest('hex');
}

/** Constant-time comparison of two hex signatures (a different length is simply unequal). */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The headers of a signed request (the simulator's and the tests' side). */
export function signedHeaders(
  key: { keyId: string; secret: string },
  body: string,
  options: { method?: string; path?: string; now?: Date; nonce?: string } = {},
): Record<string, string> {
  const method = options.method ?? 'POST';
  const path = options.path ?? VENUE_ROUNDS_PATH;
  const timestamp = String(Math.floor((options.now ?? new Date()).getTime() / 1000));
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  return {
    'content-type': 'application/json',
    [VENUE_HEADERS.key]: key.keyId,
    [VENUE_HEADERS.timestamp]: timestamp,
    [VENUE_HEADERS.nonce]: nonce,
    [VENUE_HEADERS.signature]: venueSignature(key.secret, method, path, timestamp, nonce, body),
  };
}
