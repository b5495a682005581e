/** Next.js calls this once per server process before it serves a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareDatabase } = await import('./lib/db/startup');
  try {
    await prepareDatabase();
  } catch (error) {
    console.error('[db] the database could not be prepared:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
