/**
 * Waits until a server the script started answers `url` with anything below 500, or gives up: the
 * child exited (a failed start) or the deadline passed (PGlite's first start migrates and seeds).
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<boolean>} whether it is up
 */
export async function waitForServer(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
