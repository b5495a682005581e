import { signedHeaders, VENUE_ROUNDS_PATH } from './signature';

/**
 * How a bay posts a round (README "Rounds from the bays"), shared by the bay simulator: a 503 (the
 * database is down or stalled), a 429, a 502/504 from a balancer and a network failure are retried
 * with exponential back-off and jitter, honouring Retry-After; anything else is the answer. Every
 * attempt is signed afresh (a nonce is accepted once) over the SAME body, so the bay round id in it
 * keeps retries idempotent: a round that was stored before its answer was lost answers 200 with
 * `Idempotent-Replayed: true` instead of being stored twice. A neutral module (no portal imports).
 */
export interface RoundPostOptions {
  /** Attempts in all, the first included (default 6: about a minute of back-off). */
  attempts?: number;
  /** The first back-off; each further one doubles, up to maxDelayMs (defaults 500 ms and 30 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** For tests: how to wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Each attempt's own deadline (default 15 s): a stalled portal counts as a network failure. */
  timeoutMs?: number;
}

export interface RoundPostResult {
  status: number;
  headers: Headers;
  body: { code: number; message: string; [field: string]: unknown };
  attempts: number;
}

const RETRIED = new Set([429, 502, 503, 504]);

export function backoffDelay(attempt: number, baseMs: number, maxMs: number, retryAfter: string | null, random = Math.random): number {
  const told = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : undefined;
  const exponential = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  // Full jitter, so bays cut off together do not all come back in the same instant.
  const jittered = exponential / 2 + random() * (exponential / 2);
  return Math.min(maxMs, Math.max(told ?? 0, jittered));
}

export async function postRound(portal: string, key: { keyId: string; secret: string }, body: string, options: RoundPostOptions = {}): Promise<RoundPostResult> {
  const { attempts = 6, baseDelayMs = 500, maxDelayMs = 30_000, timeoutMs = 15_000, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) } = options;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let retryAfter: string | null = null;
    try {
      const response = await fetch(`${portal}${VENUE_ROUNDS_PATH}`, { method: 'POST', headers: signedHeaders(key, body), body, signal: AbortSignal.timeout(timeoutMs) });
      const answer = (await response.json().catch(() => ({ code: response.status, message: 'not JSON' }))) as RoundPostResult['body'];
      if (!RETRIED.has(response.status) || attempt === attempts) return { status: response.status, headers: response.headers, body: answer, attempts: attempt };
      retryAfter = response.headers.get('retry-after');
    } catch (error) {
      lastError = error;
      if (attempt === attempts) break;
    }
    await sleep(backoffDelay(attempt, baseDelayMs, maxDelayMs, retryAfter));
  }
  throw lastError instanceof Error ? lastError : new Error('the round could not be posted');
}
