/** Next.js calls this once per server process before it serves a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkConfiguration, env } = await import('./lib/config/env');
  try {
    checkConfiguration();
  } catch (error) {
    // A configuration that would serve members insecurely, or name localhost in every link, stops the start.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // With a remote member API (UPSTREAM_URL) the portal has no database: nothing to migrate or seed,
  // and lib/db is not even loaded (lib/upstream/client imports the built-in member API lazily too).
  if (env.upstreamUrl) {
    console.log(`[upstream] member API at ${env.upstreamUrl}: no database in this process`);
    return;
  }
  const { prepareDatabaseOrExit } = await import('./lib/db/startup');
  await prepareDatabaseOrExit();
  // Mail queued before a restart (mail_outbox) goes out now; new mail is sent as it is queued.
  const [{ getDb }, { startMailQueue }] = await Promise.all([import('./lib/db/client'), import('./lib/mail/send')]);
  startMailQueue(await getDb());
  // The venues' round API, answered by scripts/serve.mjs ahead of Next's pipeline from now on.
  const { registerDirectVenueRounds } = await import('./app/venue/rounds/direct');
  await registerDirectVenueRounds();
  // And the member API's GET calls over HTTP (a remote portal's reads, ranking pages among them).
  const { registerDirectMemberApiReads } = await import('./app/upstream/direct');
  await registerDirectMemberApiReads();
  // The built-in member API's scheduled jobs (lib/jobs): first run shortly after start, then when due.
  const { startJobTimer } = await import('./lib/jobs/timer');
  startJobTimer();
}
