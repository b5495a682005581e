import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The member whose card payment the console-payments spec refunds in part (tests/e2e/fixtures/console-payments.ts). */
export const PAYING_MEMBER = { playerId: 'consolepay', email: 'consolepay@clubhouse.example', nickname: 'ConsolePay' };
/** The bay of venue 1 whose booking (started half an hour ago) the venue manager marks a no-show. */
export const DESK_BAY = { number: 97, name: 'Console desk bay', code: 'CDSK7NSW' };
/** What they paid: 30.00 USD. */
export const PAID = { amount: 3000, currency: 'USD' };

/** The console-payments spec's one-use enrolment links (scripts/e2e-prepare.ts makes them as `npm run admin:create` makes them: ./console-staff.ts). */
export function paymentsEnrolmentLinks(): { payAdmin: string; payManager: string } {
  const port = process.env.E2E_PORT ?? '3100';
  return JSON.parse(fs.readFileSync(path.join(os.tmpdir(), `clubhouse-e2e-console-${port}.json`), 'utf8'));
}
