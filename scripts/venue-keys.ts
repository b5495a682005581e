/**
 * The venues' signing keys for the round API (POST /venue/rounds).
 *
 *   npm run venue:keys -- create --venue 12          # a new key; its secret is printed this once
 *   npm run venue:keys -- list [--venue 12]          # ids, venues, states (never secrets)
 *   npm run venue:keys -- rotate --venue 12 [--grace-hours 24]
 *                                                     # a new key; the venue's others stay valid 24 h
 *   npm run venue:keys -- revoke --venue 12 | --key vk_12_…   # refused within 2 s by running portals
 *
 * Opens the database like the app does (DATABASE_URL, else PGlite in PGLITE_DIR or ./data/pglite;
 * PGlite serves one process at a time, so stop the portal first or use DATABASE_URL). Secrets are
 * stored encrypted under VENUE_KEYS_SECRET (or a key derived from the auth secret in ./data).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '@/lib/member-api/db/connect';
import { createVenueKey, listVenueKeys, revokeVenueKeys, rotateVenueKey, ROTATION_GRACE_HOURS } from '@/lib/member-api/venue/keys';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: npm run venue:keys -- create|list|rotate|revoke [--venue N] [--key ID] [--grace-hours H] [--json]');
  process.exit(2);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        venue: { type: 'string' },
        key: { type: 'string' },
        'grace-hours': { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    usage((error as Error).message);
  }
  const [command] = parsed.positionals;
  const { values } = parsed;
  const venue = values.venue === undefined ? undefined : Number(values.venue);
  if (venue !== undefined && !(Number.isInteger(venue) && venue > 0)) usage(`--venue must be a venue number, got "${values.venue}"`);
  const grace = values['grace-hours'] === undefined ? ROTATION_GRACE_HOURS : Number(values['grace-hours']);
  if (!(grace >= 0)) usage('--grace-hours must be a number of hours, 0 or more');
  if (!['create', 'list', 'rotate', 'revoke'].includes(command ?? '')) usage();

  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const connection = await connect(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: process.env.PGLITE_DIR ?? path.join(dataDir, 'pglite') },
  );
  const print = (value: unknown, text: string) => console.log(values.json ? JSON.stringify(value) : text);
  try {
    switch (command) {
      case 'create': {
        if (venue === undefined) usage('create needs --venue N');
        const key = await createVenueKey(connection.db, venue);
        print(key, `Venue ${key.shopno}\n  key id  ${key.keyId}\n  secret  ${key.secret}\nThe secret is shown this once: configure it on the venue's bays now.`);
        break;
      }
      case 'list': {
        const keys = await listVenueKeys(connection.db, venue);
        print(
          keys,
          keys.length
            ? keys.map((k) => `${k.keyId.padEnd(28)} venue ${String(k.shopno).padEnd(5)} ${k.state.padEnd(9)} created ${k.createdAt.toISOString()}${k.expiresAt ? `  valid until ${k.expiresAt.toISOString()}` : ''}${k.revokedAt ? `  revoked ${k.revokedAt.toISOString()}` : ''}`).join('\n')
            : 'No venue keys.',
        );
        break;
      }
      case 'rotate': {
        if (venue === undefined) usage('rotate needs --venue N');
        const key = await rotateVenueKey(connection.db, venue, grace);
        print(
          key,
          `Venue ${key.shopno}\n  new key id  ${key.keyId}\n  secret      ${key.secret}\n` +
            (key.retiring.length ? `  still valid until ${key.retiringUntil.toISOString()}: ${key.retiring.join(', ')}\n` : '') +
            'The secret is shown this once.',
        );
        break;
      }
      case 'revoke': {
        if (venue === undefined && !values.key) usage('revoke needs --venue N or --key ID');
        const revoked = await revokeVenueKeys(connection.db, values.key ? { keyId: values.key } : { shopno: venue! });
        print(revoked, revoked.length ? `Revoked: ${revoked.join(', ')}` : 'Nothing to revoke.');
        if (!revoked.length) process.exitCode = 1;
        break;
      }
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await connection.close();
  }
}

void main();
