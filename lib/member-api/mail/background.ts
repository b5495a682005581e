/** Mails started after their answers, one at a time (see sendInBackground). */
let lane: Promise<void> = Promise.resolve();

/**
 * Starts a mail (and whatever it reads first) after the call's answer is on its way, in a lane where
 * such mails run one at a time. Two reasons, both measured:
 * - timing: work for an existing account (its mail, a reset link's token row, a social account's
 *   lookup) would tell find ID and find password which addresses have accounts (ASVS 6.4.3 / 7.4.3;
 *   `npm run bench:login-timing` measures both kinds);
 * - latency: a booking's confirmation renders a calendar file and a QR image and reads the booking
 *   again; in a burst of 50 bookings, 50 such mails at once stood in the database's queue in front of
 *   the bookings still being answered (`npm run bench:booking`). One at a time, they follow the burst.
 * A mail is durable once `send` has queued it (mail_outbox); what it says is also on the member's
 * pages (My bookings holds the check-in code), so a crash before then loses a copy, not the fact.
 */
export function sendInBackground(send: () => Promise<void>, what = 'mail'): void {
  lane = lane
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(send)
    .catch((error: unknown) => console.error(`[member-api] ${what} failed`, error));
}
