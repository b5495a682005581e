/**
 * For npm run bench:member: opens the database the bench's server will use (DATABASE_URL, else
 * PGLITE_DIR), generates the demo network when it is empty (scale SEED_SCALE, default 1), and prints
 * the IDs of up to N members who can log in (active, e-mail confirmed, no forced password change),
 * with a new signing key of the first venue (for the bench's rounds from a bay), as one JSON line on
 * stdout: { members, venueKey: { keyId, secret, shopno } }. Every generated member has the demo
 * password (lib/member-api/db/seed/players.ts).
 *
 *   node --conditions=react-server --import tsx scripts/support/bench-members.ts 200
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { connect } from '../../lib/member-api/db/connect';
import { players, stores } from '../../lib/member-api/db/schema';
import { isDatabaseEmpty, seedDatabase } from '../../lib/member-api/db/seed';
import { createVenueKey } from '../../lib/member-api/venue/keys';

async function main() {
  const wanted = Number(process.argv[2] || 200);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const connection = await connect(databaseUrl ? { databaseUrl } : { pgliteDir: process.env.PGLITE_DIR!, pgliteThread: 'main' });
  try {
    if (await isDatabaseEmpty(connection.db)) {
      const started = Date.now();
      await seedDatabase(connection.db, { scale: Number(process.env.SEED_SCALE || 1) });
      console.error(`[bench-members] demo network generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const rows = await connection.db
      .select({ playerId: players.playerId })
      .from(players)
      .where(and(eq(players.status, 'active'), eq(players.isInitialize, false), isNotNull(players.emailVerifiedAt)))
      .orderBy(asc(players.playerPk))
      .limit(wanted);
    const [venue] = await connection.db.select({ shopno: stores.shopno }).from(stores).orderBy(asc(stores.shopno)).limit(1);
    const venueKey = await createVenueKey(connection.db, venue.shopno);
    console.log(JSON.stringify({ members: rows.map((row) => row.playerId), venueKey }));
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error('[bench-members] failed:', error);
  process.exit(1);
});
