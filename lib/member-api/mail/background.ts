/**
 * Starts a mail (and whatever it reads first) on the next turn of the event loop, after the call's
 * answer is on its way. Two reasons, both measured:
 * - timing: work for an existing account (its mail, a reset link's token row, a social account's
 *   lookup) would tell find ID and find password which addresses have accounts (ASVS 6.4.3 / 7.4.3;
 *   `npm run bench:login-timing` measures both kinds);
 * - latency: a booking's confirmation renders a QR image and a calendar file and reads the booking
 *   again; under a burst of bookings that work sat in front of every answer (`npm run bench:booking`).
 * The mail is queued durably (mail_outbox) once `send` has run; what it shows is also on the member's
 * pages (My bookings holds the check-in code), so a crash in that turn loses a copy, not the fact.
 */
export function sendInBackground(send: () => Promise<void>, what = 'mail'): void {
  setImmediate(() => {
    send().catch((error: unknown) => console.error(`[member-api] ${what} failed`, error));
  });
}
