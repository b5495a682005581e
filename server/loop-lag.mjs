// A refusal goes out within a second of the request's arrival, even when the event loop runs late.
// How late it runs now: a timer every 20 ms notes how much later than asked it ran; the figure is the
// latest lateness, fading by a fifth each tick. A request that arrives while the loop runs late has
// sat unread about that long already, and its answer will wait about as long to be written. So every
// wait a request may meet (in line at ./admission.mjs, for its session check or for another
// request's render in ./edge-http.mjs) ends by its arrival + REFUSE_WITHIN_MS less twice the lag,
// and waits met one after the other share that one budget.
// Under 1 000 connections the loop ran 400–600 ms late; with fixed waits, refusals took 1–1.7 s, and
// a request that waited for a render, then for its session check, up to 1.5 s after its arrival.

const TICK_MS = 20;
const FADE = 0.8;
/**
 * What of the second is left to waits: the rest is the loop's. With 900, 190 of 48 958 refusals under
 * 1 000 connections still took 1–1.16 s: the lag is a recent figure, and the loop's next turn can be longer.
 * With 800, refusals left the server 730–910 ms after the arrival it noted, and a client saw 100–330 ms
 * more (the request unread in a long turn, the answer unread in its own): 20–82 per run over 1 s on open
 * connections. 600 ended those (two runs: 0 of 72 and 0 of 90) but refused 242 requests a round under
 * bench:load's 200 connections; all of them were members' copies past their life whose renders waited
 * in line, and such a request now answers from its copy at once instead (./admission.mjs).
 */
export const REFUSE_WITHIN_MS = 800;
const ARRIVED = Symbol('clubhouse.arrivedAt');

/** Starts watching; `ms()` is the current lag. The timer never keeps the process alive. */
export function watchLoopLag() {
  let lag = 0;
  let expected = performance.now() + TICK_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(now - expected, lag * FADE);
    expected = now + TICK_MS;
  }, TICK_MS);
  timer.unref();
  return {
    ms: () => lag,
    stop: () => clearInterval(timer),
  };
}

/** Notes a request's arrival: the first thing server/serve.mjs does with it. */
export function markArrival(req) {
  req[ARRIVED] = performance.now();
}

/**
 * How long a request may still wait, at most `maxMs`: what is left of its budget since it arrived
 * (from now, when its arrival was not noted), less twice the lag. 0: refuse it now.
 */
export function waitLeft(req, maxMs, lagMs) {
  const arrived = req?.[ARRIVED];
  const elapsed = typeof arrived === 'number' ? performance.now() - arrived : 0;
  return Math.max(0, Math.min(maxMs, REFUSE_WITHIN_MS - elapsed - 2 * lagMs));
}
