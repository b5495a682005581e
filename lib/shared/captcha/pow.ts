/**
 * The built-in challenge used when no reCAPTCHA keys are configured: the server signs a random
 * challenge with an expiry, the browser searches for a counter whose SHA-256 with the challenge
 * starts with `difficulty` zero bits (about 2^difficulty hashes), and the server checks the
 * signature, the expiry, the work and that the challenge is used once. A script can still solve
 * it, but each sign-up costs it real CPU time, which is what stops automatic mass registration
 * on a machine with no internet. Shared by the server and the browser.
 */
export const POW_PREFIX = 'pow.';

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

/** The difficulty a challenge asks for, read from its signed payload (`<payload>.<signature>`). */
export function challengeDifficulty(challenge: string): number {
  try {
    const [payload] = challenge.split('.');
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { d?: number };
    return typeof json.d === 'number' ? json.d : 0;
  } catch {
    return 0;
  }
}

/** Finds the counter in the browser with Web Crypto; yields to the page every batch. */
export async function solveChallenge(challenge: string, signal?: AbortSignal): Promise<string> {
  const difficulty = challengeDifficulty(challenge);
  const encoder = new TextEncoder();
  for (let counter = 0; ; counter += 1) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${counter}`)));
    if (leadingZeroBits(digest) >= difficulty) return `${POW_PREFIX}${challenge}:${counter}`;
  }
}
