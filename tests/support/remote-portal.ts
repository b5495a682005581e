// The portal's server side started against a remote member API (UPSTREAM_URL), run as a child
// process by lib/upstream/remote-member-api.test.ts: start-up (instrumentation.ts), member-API calls
// through the seam and the /upstream route, captcha, rate limits and storage, then a report on
// stdout of what it answered and which modules of lib/member-api/db and lib/member-api it loaded (none).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

async function main() {
  const { register } = await import('../../instrumentation');
  await register();
  const { callUpstream } = await import('@/lib/upstream/client');
  const countries = await callUpstream('countryList', { lang: 'en' });
  const timezone = await callUpstream('timezone', {});
  const route = await import('@/app/upstream/[...path]/route');
  const response = await route.GET(new Request('http://portal.invalid/upstream/register/countrylist'), {
    params: Promise.resolve({ path: ['register', 'countrylist'] }),
  });
  // The portal's other server-side services: none of them may reach the database either.
  const { issueChallenge } = await import('@/lib/shared/captcha');
  const { rateLimit } = await import('@/lib/shared/rate-limit');
  await import('@/lib/shared/storage');
  issueChallenge();
  await rateLimit('remote-portal-test', 'probe', 5, 60_000);
  const root = process.cwd() + path.sep;
  const loaded = Object.keys(require.cache)
    .filter((file) => file.startsWith(root) && !file.includes(`${path.sep}node_modules${path.sep}`))
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
  process.stdout.write(
    JSON.stringify({
      countries: countries.countrylist.length,
      timezone: timezone.timezone,
      route: { status: response.status, body: await response.json() },
      loaded,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
