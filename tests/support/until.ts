/**
 * Waits until `condition` holds, polling every few milliseconds, and fails after `timeoutMs`.
 * For work a test cannot await directly (compression in the thread pool, a store after a response
 * has finished): a count of event-loop turns is not a bound on a loaded CI machine, wall-clock time is.
 * The bound is generous because it is only reached when the condition never comes true.
 */
export async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
