import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import * as QRCode from 'qrcode';
import { createTranslator } from 'use-intl/core';
import type { Database } from '@/lib/member-api/db/client';
import { players, stores } from '@/lib/member-api/db/schema';
import { bays, bookingPayments, bookingPlayers, bookings, bookingSettings } from '@/lib/member-api/db/schema-booking';
import { bookingPolicyStatement, zonedClock, type BookingPolicyTranslator } from '@/lib/shared/domain/booking';
import { toLocale, type Locale } from '@/lib/shared/domain/locale';
import { refundPolicy } from '@/lib/shared/domain/refund-policy';
import { utcOffset } from '@/lib/shared/domain/timezone';
import { appLink, sendMail, type MailAttachment } from '@/lib/member-api/mail/send';
import { loadMessages } from '@/lib/shared/messages';
import { formatFee } from '@/lib/shared/money';
import { bookingCalendar } from './ics';
import { qrPng } from './qr-png';

type Translator = (key: string, values?: Record<string, string | number>) => string;

async function translators(locale: Locale) {
  const messages = await loadMessages(locale);
  return {
    t: createTranslator({ locale, messages, namespace: 'bookingMail' }) as unknown as Translator,
    policy: createTranslator({ locale, messages, namespace: 'bookingPolicy' }) as unknown as BookingPolicyTranslator,
  };
}

/** Where a member finds one booking in MyZone. */
export const bookingPath = (bookingId: number) => `/membership/mybookings/${bookingId}`;

/** The check-in code as a QR image: SVG for pages, PNG for mails (mail readers show PNG inline). */
export async function checkInQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
function checkInQrPng(code: string): string {
  return qrPng(code, { scale: 8, margin: 2 }).toString('base64');
}

/**
 * The two statements a booking mail reads, prepared once per database: a burst of bookings sends a
 * burst of mails, and building these statements anew each time took the event loop from the
 * bookings still being answered.
 */
function prepareMailQueries(db: Database) {
  const id = sql.placeholder('id');
  return {
    booking: db
      .select({ booking: bookings, bay: bays, store: stores, settings: bookingSettings, email: players.email, nickname: players.nickname, memberStatus: players.status })
      .from(bookings)
      .innerJoin(bays, eq(bays.id, bookings.bayId))
      .innerJoin(stores, eq(stores.shopno, bookings.shopno))
      .innerJoin(bookingSettings, eq(bookingSettings.shopno, bookings.shopno))
      .innerJoin(players, eq(players.playerPk, bookings.playerPk))
      .where(eq(bookings.id, id))
      .prepare('booking_mail'),
    names: db
      .select({ nickname: players.nickname, guest: bookingPlayers.guestName })
      .from(bookingPlayers)
      .leftJoin(players, eq(players.playerPk, bookingPlayers.playerPk))
      .where(eq(bookingPlayers.bookingId, id))
      .orderBy(asc(bookingPlayers.position))
      .prepare('booking_mail_names'),
  };
}
const mailQueries = new WeakMap<Database, ReturnType<typeof prepareMailQueries>>();

/** Everything a booking mail states, in the member's language. */
async function loadBooking(db: Database, bookingId: number) {
  let queries = mailQueries.get(db);
  if (!queries) mailQueries.set(db, (queries = prepareMailQueries(db)));
  const [row] = await queries.booking.execute({ id: bookingId });
  if (!row) return undefined;
  const names = await queries.names.execute({ id: bookingId });
  return { ...row, names: names.map((n) => n.nickname ?? n.guest ?? '') };
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;

function facts(row: Loaded, locale: Locale, t: Translator) {
  const { booking, store, bay } = row;
  const zone = store.timezone;
  const date = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'full', timeZone: zone }).format(booking.startsAt);
  const venue = locale === 'ko' && store.nameKo ? store.nameKo : store.name;
  return {
    nickname: row.nickname,
    venue,
    address: store.address,
    bay: bay.name,
    date,
    start: zonedClock(booking.startsAt, zone),
    end: zonedClock(booking.endsAt, zone),
    zone: `${zone} (UTC${utcOffset(zone, booking.startsAt)})`,
    players: row.names.join(', '),
    amount: formatFee(booking.amount, booking.currency, locale),
    payment: t(`payMethod.${booking.payMethod}`),
    code: booking.code,
  };
}

/** The booking's calendar file: its UID stays, its SEQUENCE grows with each change. */
function calendarFile(row: Loaded, f: ReturnType<typeof facts>, t: Translator, locale: Locale, cancelled: boolean): MailAttachment {
  const { booking, store } = row;
  const ics = bookingCalendar({
    uid: `booking-${booking.id}@clubhouse`,
    sequence: Math.floor((booking.cancelledAt ?? new Date()).getTime() / 1000) - Math.floor(booking.createdAt.getTime() / 1000),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: t('calendar.summary', f),
    location: `${f.venue}, ${store.address}`,
    description: t('calendar.description', f),
    timeZone: store.timezone,
    url: appLink(bookingPath(booking.id), locale),
    cancelled,
  });
  return { filename: 'booking.ics', contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`, content: Buffer.from(ics, 'utf8').toString('base64') };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The confirmation mail (also after a change): the booking, the check-in code as text and as a QR
 * image, the .ics attachment at the right instant, and the venue's cancellation rule.
 */
export async function sendBookingConfirmation(db: Database, bookingId: number, kind: 'confirmed' | 'changed' = 'confirmed'): Promise<void> {
  const row = await loadBooking(db, bookingId);
  if (!row || row.memberStatus === 'withdrawn') return;
  const locale = toLocale(row.booking.lang);
  const { t, policy } = await translators(locale);
  const f = facts(row, locale, t);
  const rule = bookingPolicyStatement(policy, { freeCancelHours: row.settings.freeCancelHours, lateRefundPercent: row.settings.lateRefundPercent });
  const link = appLink(bookingPath(bookingId), locale);
  const lines = [t(`${kind}.body`, f), '', t('details', f), '', t('code', f), link, '', policy('title', {}), ...rule.map((s) => `- ${s}`), '', t('footer')];
  const html = [
    `<p>${escapeHtml(t(`${kind}.body`, f))}</p>`,
    `<p>${escapeHtml(t('details', f)).replace(/\n/g, '<br>')}</p>`,
    `<p>${escapeHtml(t('code', f))}</p>`,
    `<p><img src="cid:checkin-qr" width="200" height="200" alt="${escapeHtml(t('qrAlt', f))}"></p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(policy('title', {}))}</p><ul>${rule.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(t('footer'))}</p>`,
  ].join('\n');
  await sendMail(db, {
    own: true,
    to: row.email,
    subject: t(`${kind}.subject`, f),
    text: lines.join('\n'),
    html,
    attachments: [calendarFile(row, f, t, locale, false), { filename: 'checkin-qr.png', contentType: 'image/png', content: checkInQrPng(row.booking.code), cid: 'checkin-qr' }],
  });
}

/** The cancellation mail: what goes back by the rule, and a calendar file that removes the event. */
export async function sendBookingCancelled(db: Database, bookingId: number, refund: number): Promise<void> {
  const row = await loadBooking(db, bookingId);
  if (!row || row.memberStatus === 'withdrawn') return;
  const locale = toLocale(row.booking.lang);
  const { t, policy } = await translators(locale);
  const f = { ...facts(row, locale, t), refund: formatFee(refund, row.booking.currency, locale) };
  // How long the money takes is the rule's own sentence (bookingPolicy.refundTiming), not restated here.
  const refundLines = refund > 0 ? [t('cancelled.refund', f), policy('refundTiming', { minDays: refundPolicy.refundBusinessDays.min, maxDays: refundPolicy.refundBusinessDays.max })].join(' ') : t('cancelled.noRefund', f);
  await sendMail(db, {
    own: true,
    to: row.email,
    subject: t('cancelled.subject', f),
    text: [t('cancelled.body', f), '', t('details', f), '', refundLines, '', t('footer')].join('\n'),
    attachments: [calendarFile(row, f, t, locale, true)],
  });
}

/** The reminder a stated time before the start (lib/shared/domain/booking bookingReminderHours). */
export async function sendBookingReminder(db: Database, bookingId: number): Promise<void> {
  const row = await loadBooking(db, bookingId);
  if (!row || row.memberStatus === 'withdrawn') return;
  const locale = toLocale(row.booking.lang);
  const { t } = await translators(locale);
  const f = facts(row, locale, t);
  await sendMail(db, { own: true, to: row.email, subject: t('reminder.subject', f), text: [t('reminder.body', f), '', t('details', f), '', t('code', f), appLink(bookingPath(bookingId), locale), '', t('footer')].join('\n') });
}

/** The receipt of a booking's card payment or of its refund. */
export async function sendBookingReceipt(db: Database, paymentId: number, kind: 'payment' | 'refund'): Promise<void> {
  const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
  if (!payment) return;
  const row = await loadBooking(db, payment.bookingId);
  if (!row || row.memberStatus === 'withdrawn') return;
  const locale = toLocale(row.booking.lang);
  const { t } = await translators(locale);
  const when = kind === 'payment' ? payment.paidAt : payment.refundedAt;
  const f = {
    ...facts(row, locale, t),
    amount: formatFee(kind === 'payment' ? payment.amount : (payment.refundAmount ?? payment.amount), payment.currency, locale),
    when: new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: row.store.timezone }).format(when ?? new Date()),
    card: payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand.toUpperCase()} •••• ${payment.cardLast4}` : '—',
    reference: kind === 'payment' ? payment.paymentIntentId : (payment.refundId ?? payment.paymentIntentId),
  };
  await sendMail(db, { own: true, to: row.email, subject: t(`receipt.${kind}Subject`, f), text: [t(`receipt.${kind}Body`, f), appLink(bookingPath(payment.bookingId), locale), '', t('footer')].join('\n') });
}
