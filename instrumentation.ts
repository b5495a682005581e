/** Next.js calls this once per server process before it serves a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // OpenTelemetry traces (issue 25 item 8) only when a collector is named: Next's own spans (each
  // request, render, fetch) through @vercel/otel, which reads the standard OTEL_* variables
  // (endpoint, protocol, headers, service name). Unset, no tracing code is loaded.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    // Query strings and e-mail addresses are cut from every span first (as from the log lines).
    const [{ registerOTel }, { ScrubSpanProcessor }] = await Promise.all([import('@vercel/otel'), import('./lib/shared/observability/trace-scrub')]);
    registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME || 'clubhouse', spanProcessors: [new ScrubSpanProcessor(), 'auto'] });
  }
  const { checkConfiguration, env } = await import('./lib/shared/config/env');
  try {
    checkConfiguration();
  } catch (error) {
    // A configuration that would serve members insecurely, or name localhost in every link, stops the start.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // A member's MyZone pages kept at the edge are served only to their live session, checked by this.
  const { registerEdgeMemberResolver } = await import('./lib/portal/auth/edge-member');
  registerEdgeMemberResolver();
  // With a remote member API (UPSTREAM_URL) the portal has no database: nothing to migrate or seed,
  // and lib/member-api/db is not even loaded (lib/upstream/client imports the built-in member API lazily too).
  if (env.upstreamUrl) {
    console.log(`[upstream] member API at ${env.upstreamUrl}: no database in this process`);
    return;
  }
  const { prepareDatabaseOrExit } = await import('./lib/member-api/db/startup');
  await prepareDatabaseOrExit();
  // Mail queued before a restart (mail_outbox) goes out now; new mail is sent as it is queued.
  const [{ getDb }, { startMailQueue }] = await Promise.all([import('./lib/member-api/db/client'), import('./lib/member-api/mail/send')]);
  startMailQueue(await getDb());
  // The venues' round API, answered by server/serve.mjs ahead of Next's pipeline from now on.
  const { registerDirectVenueRounds } = await import('./app/venue/rounds/direct');
  await registerDirectVenueRounds();
  // And the member API over HTTP (a remote portal's calls, ranking pages' reads, bookings).
  const { registerDirectMemberApi } = await import('./app/upstream/direct');
  await registerDirectMemberApi();
  // What its jobs and the venues' desks change expires the cached pages that show it, as a member's call does.
  const { followMemberApiChanges } = await import('./app/upstream/follow-changes');
  followMemberApiChanges();
  // The built-in member API's scheduled jobs (lib/member-api/jobs): first run shortly after start, then when due.
  const { startJobTimer } = await import('./lib/member-api/jobs/timer');
  startJobTimer();
  // `npm run db:backup` asks this process for a backup of the embedded database it holds (lib/member-api/jobs/backup.ts).
  const { backUpOnSignal } = await import('./lib/member-api/jobs/backup');
  backUpOnSignal(await getDb());
}
