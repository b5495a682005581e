/**
 * A child process for the durable mail queue test (tests/security/resilience-and-logging.test.ts):
 * opens the PGlite folder PGLITE_DIR, queues MAIL_COUNT mails while the mail server (SMTP_URL) refuses
 * connections, waits until each has failed once (the queue is mid-retry), prints "queued" and waits
 * to be killed: a process that stops without a goodbye, as a crash or a host restart does.
 */
import { count, gte } from 'drizzle-orm';
import { connect } from '@/lib/member-api/db/connect';
import { mailOutbox } from '@/lib/member-api/db/schema';
import { sendMail, startMailQueue } from '@/lib/member-api/mail/send';

async function main() {
  const { db } = await connect({ pgliteDir: process.env.PGLITE_DIR! });
  startMailQueue(db);
  const total = Number(process.env.MAIL_COUNT);
  for (let index = 0; index < total; index += 1) {
    await sendMail(db, { to: `durable${index}@example.com`, subject: `Durable ${index}`, text: `Mail number ${index} survives a restart` });
  }
  for (;;) {
    const [{ n }] = await db.select({ n: count() }).from(mailOutbox).where(gte(mailOutbox.attempts, 1));
    if (n === total) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log('queued');
  setInterval(() => {}, 60_000);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
