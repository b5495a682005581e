/**
 * A child process for the status job's exactly-once test (lib/member-api/venue/status.test.ts):
 * opens DATABASE_URL, waits until START_AT (so two children start together), runs the tournament
 * status job's work directly (without the jobs runner's lease, which would keep the second one out
 * anyway) and prints its report as JSON.
 */
import { connect } from '@/lib/member-api/db/connect';
import { advanceStatuses } from '@/lib/member-api/venue/status';

async function main() {
  const connection = await connect({ databaseUrl: process.env.DATABASE_URL! });
  try {
    const wait = Number(process.env.START_AT) - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const report = await advanceStatuses(connection.db);
    console.log(JSON.stringify(report));
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
