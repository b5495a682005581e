#!/usr/bin/env node
// Serves the production build for the end-to-end tests: a fresh embedded database in a temporary
// folder (seeded with the demo network at start), on E2E_PORT, with a real SMTP server on loopback
// (every mail it receives is written to E2E_MAIL_DIR as a .eml file the specs read), a real
// OpenID provider on loopback configured as the app's Google provider, and a loopback stand-in for
// Stripe (tests/payments/loopback-stripe.mjs: card payments on, every webhook delivered twice).
// A second portal WITHOUT the Stripe keys serves a copy of the same database on E2E_NOKEYS_PORT
// (E2E_PORT + 1), so the payments spec can check that fees are then paid at the venue; its map style
// is a loopback tile server (tests/support/loopback-map.mjs), so the pictures spec sees real tiles.
// Everything stops with it.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropRuntimeCaches } from './support/runtime-cache.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT || '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-e2e-'));

const mailDir = process.env.E2E_MAIL_DIR || path.join(os.tmpdir(), 'clubhouse-e2e-mail');
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
// The mail and OpenID servers take free ports unless told otherwise: only the app needs to know them,
// so a second run on the machine (or anything else listening) cannot collide with them.
const smtpPort = Number(process.env.E2E_SMTP_PORT || 0);
const oidcPort = Number(process.env.E2E_OIDC_PORT || 0);

// A real SMTP server: the app's nodemailer speaks SMTP to it like to any mail server.
const { SMTPServer } = await import('smtp-server');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`;
      fs.writeFileSync(path.join(mailDir, name), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.server.once('error', reject);
  smtp.listen(smtpPort, '127.0.0.1', resolve);
});
const smtpAddress = smtp.server.address().port;

// The OpenID provider's address is its issuer name, so its port is fixed before the provider exists.
const oidcHttp = http.createServer();
await new Promise((resolve, reject) => {
  oidcHttp.once('error', reject);
  oidcHttp.listen(oidcPort, '127.0.0.1', resolve);
});
const issuer = `http://127.0.0.1:${oidcHttp.address().port}`;

// A certified OpenID provider standing in for Google: any login name works on its own login page.
const { default: Provider } = await import('oidc-provider');
const oidc = new Provider(issuer, {
  clients: [
    {
      client_id: 'clubhouse-e2e',
      client_secret: 'clubhouse-e2e-secret',
      redirect_uris: [`http://localhost:${port}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Google puts the granted e-mail and profile claims in the ID token itself, and next-auth's
  // Google provider reads them from there (idToken: true); oidc-provider by default keeps them for
  // the userinfo endpoint only when an access token is issued too.
  conformIdTokenClaims: false,
  pkce: { required: () => false },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: `${id}@oidc.example`, email_verified: true, name: `Oidc ${id}` };
      },
    };
  },
});
oidcHttp.on('request', oidc.callback());
const oidcServer = oidcHttp;

// The loopback stand-in for Stripe: the portal's real `stripe` client and Stripe.js loader talk to it,
// and it posts signed webhooks to the portal (each twice: an event must be applied once).
const { startLoopbackStripe } = await import('../tests/payments/loopback-stripe.mjs');
const stripeKeys = { secretKey: 'sk_test_e2e_loopback', publishableKey: 'pk_test_e2e_loopback', webhookSecret: 'whsec_e2e_loopback' };
const stripe = await startLoopbackStripe({
  ...stripeKeys,
  port: Number(process.env.E2E_STRIPE_PORT || 0),
  webhookUrl: `http://localhost:${port}/api/payments/stripe/webhook`,
  duplicateDeliveries: true,
});

// The console-payments spec's paid entry fee (tests/e2e/fixtures/console-payments.ts): a PaymentIntent
// made and paid with a test card through the stand-in's API, as a member's browser would pay it. Made
// here, not in the prepare step: the stand-in answers only while this process is not blocked in spawnSync.
const consolePaymentIntent = await (async () => {
  const created = await fetch(`${stripe.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stripeKeys.secretKey}` },
    body: new URLSearchParams({ amount: '3000', currency: 'usd' }),
  }).then((response) => response.json());
  const card = { key: stripeKeys.publishableKey, client_secret: created.client_secret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': '4242424242424242' };
  const paid = await fetch(`${stripe.url}/v1/payment_intents/${created.id}/confirm`, { method: 'POST', body: new URLSearchParams(card) }).then((response) => response.json());
  if (paid.status !== 'succeeded') throw new Error(`the loopback Stripe did not take the console-payments fixture's payment: ${JSON.stringify(paid)}`);
  return created.id;
})();

// A loopback map style and tile server (no tile host is reachable here). The second portal's
// MAP_STYLE_URL points at it, so its venue finder draws real tiles; the first keeps the default
// style, whose host cannot be reached, so its finder shows the drawn fallback map. Both paths are tested.
const { startLoopbackMap } = await import('../tests/support/loopback-map.mjs');
const loopbackMap = await startLoopbackMap({ port: Number(process.env.E2E_MAP_PORT || 0) });

const env = {
  ...process.env,
  STRIPE_SECRET_KEY: stripeKeys.secretKey,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripeKeys.publishableKey,
  STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
  STRIPE_API_URL: stripe.url,
  NEXT_PUBLIC_STRIPE_JS_URL: stripe.jsUrl,
  E2E_CONSOLE_PAYMENT_INTENT: consolePaymentIntent,
  // The venue of the console venues spec's venue manager (tests/e2e/fixtures/console-venues.ts makes it
  // with this number, before the manager's account names it): a venue of its own, so what they change
  // touches no other spec's venue.
  E2E_MANAGED_VENUE: '990001',
  SMTP_URL: `smtp://127.0.0.1:${smtpAddress}`,
  E2E_MAIL_DIR: mailDir,
  GOOGLE_ISSUER: issuer,
  GOOGLE_CLIENT_ID: 'clubhouse-e2e',
  GOOGLE_CLIENT_SECRET: 'clubhouse-e2e-secret',
  NEXTAUTH_URL: `http://localhost:${port}`,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  APP_URL: `http://localhost:${port}`,
  SEED_SCALE: process.env.E2E_SEED_SCALE || '0.25',
  // The embedded database's first scheduled backup (lib/member-api/jobs/backup.ts) would hold PGlite for seconds as the specs start.
  BACKUP_EVERY_HOURS: '0',
  // An hour of a venue key's rotation grace lasts 4 s: the console security spec sees a grace run out.
  VENUE_KEY_GRACE_HOUR_MS: '4000',
};

// The demo network, the specs' fixtures and the console's staff go in before the server opens the
// database. The staff's enrolment links (one-use) go to a file the console specs read (tests/e2e/support/console.ts).
const consoleLinksFile = path.join(os.tmpdir(), `clubhouse-e2e-console-${port}.json`);
const prepared = spawnSync('node', ['--conditions=react-server', '--import', 'tsx', 'scripts/e2e-prepare.ts'], {
  cwd: root,
  env: { ...env, E2E_CONSOLE_LINKS_FILE: consoleLinksFile },
  stdio: 'inherit',
});
if (prepared.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(prepared.status ?? 1);
}

// The portal without the Stripe keys: a copy of the prepared database (PGlite is one process per
// folder) and its own copy of the build folder (hard links: a second cache, so neither serves the
// other's cached pages; the build itself is the same).
const noKeysPort = process.env.E2E_NOKEYS_PORT || String(Number(port) + 1);
const noKeysDataDir = `${dataDir}-nokeys`;
const noKeysDist = `.next-e2e-nokeys-${noKeysPort}`;
const distDir = process.env.NEXT_DIST_DIR || '.next';
// An earlier run's cached lists named its live tournament, numbered at random each run, and offered
// entries into a tournament this database has never had; and the copy below for the portal without
// Stripe keys would serve the card-payment pages of the first one. Each run starts from the build.
dropRuntimeCaches(root, distDir);
fs.cpSync(dataDir, noKeysDataDir, { recursive: true });
fs.rmSync(path.join(root, noKeysDist), { recursive: true, force: true });
spawnSync('cp', ['-al', path.join(root, distDir), path.join(root, noKeysDist)]);
const noKeysEnv = { ...env, DATA_DIR: noKeysDataDir, NEXT_DIST_DIR: noKeysDist, APP_URL: `http://localhost:${noKeysPort}`, NEXTAUTH_URL: `http://localhost:${noKeysPort}`, MAP_STYLE_URL: loopbackMap.styleUrl };
for (const name of ['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'NEXT_PUBLIC_STRIPE_JS_URL']) delete noKeysEnv[name];

// next itself, not npx: a signal to this child reaches the server.
const server = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs'), '-p', port], { cwd: root, env, stdio: 'inherit' });
const noKeysServer = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs'), '-p', noKeysPort], { cwd: root, env: noKeysEnv, stdio: 'inherit' });

function cleanUp() {
  smtp.close();
  oidcServer.close();
  void stripe.close();
  void loopbackMap.close();
  noKeysServer.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(noKeysDataDir, { recursive: true, force: true });
  fs.rmSync(path.join(root, noKeysDist), { recursive: true, force: true });
}

function stop() {
  server.kill('SIGTERM');
  cleanUp();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stop(); process.exit(0); });
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
