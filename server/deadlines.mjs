// The ends of the waits a request may meet at the edge: in line at ./admission.mjs, for its session
// check or for another request's render (./edge-http.mjs). A timer ends each wait, but timers run only
// after the loop's current turn, and under 1 000 connections one turn spent reading new requests took
// up to 470 ms: waits lined up while the loop still kept time ended that much past their deadline, and
// their 503s past the second a refusal may take. So each arrival (server/serve.mjs) also ends the waits
// already due (runOverdue), within the turn.

/** @type {Set<{ at: number, onDue: () => void, timer: ReturnType<typeof setTimeout> | undefined }>} */
const pending = new Set();
/** How often arrivals look, at most: a storm's arrivals come thousands a second. */
const LOOK_EVERY_MS = 5;
let lookedAt = 0;

/**
 * Calls `onDue` once `ms` have passed, unless cancelled (the function returned). The timer's call
 * waits for the loop's next poll for I/O (setImmediate): after a pause of the whole thread (a garbage
 * collection of a grown heap), timers run before the answers that came in during it, and a wait
 * whose answer had come was ended anyway.
 * @param {number} ms
 * @param {() => void} onDue
 * @returns {() => void} cancel
 */
export function deadline(ms, onDue) {
  const entry = { at: performance.now() + ms, onDue, timer: /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined) };
  entry.timer = setTimeout(() => setImmediate(() => end(entry)), ms);
  pending.add(entry);
  return () => {
    if (pending.delete(entry)) clearTimeout(entry.timer);
  };
}

/** @param {{ at: number, onDue: () => void, timer: ReturnType<typeof setTimeout> | undefined }} entry */
function end(entry) {
  if (!pending.delete(entry)) return;
  clearTimeout(entry.timer);
  entry.onDue();
}

/** Ends now the waits whose deadline has passed (server/serve.mjs, as each request arrives). */
export function runOverdue(now = performance.now()) {
  if (pending.size === 0 || now - lookedAt < LOOK_EVERY_MS) return;
  lookedAt = now;
  for (const entry of pending) if (entry.at <= now) end(entry);
}

/** How many waits are pending (tests). */
export function pendingDeadlines() {
  return pending.size;
}
