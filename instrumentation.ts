/** Next.js calls this once per server process before it serves a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareDatabaseOrExit } = await import('./lib/db/startup');
  await prepareDatabaseOrExit();
}
