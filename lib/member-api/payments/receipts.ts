import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/shared/config/env';
import type { Database } from '@/lib/member-api/db/client';
import { entryPayments, players, tournaments } from '@/lib/member-api/db/schema';
import { toLocale } from '@/lib/shared/domain/locale';
import { refundPolicyStatement } from '@/lib/shared/domain/refund-policy';
import { appLink, sendMail } from '@/lib/member-api/mail/send';
import { mailTexts, refundPolicyTexts } from '@/lib/member-api/mail/texts';
import { formatMailDateTime } from '@/lib/shared/format';
import { formatFee } from '@/lib/shared/money';

/** Where a member finds a tournament's entry and payments in MyZone (records' mytournamentsattend/{tournamentno}). */
export function entryRecordPath(tournamentno: number): string {
  return `/membership/myrecords/mytournamentsattend/${tournamentno}`;
}

/**
 * The receipt mail of a payment or a refund, through the portal's mailer (SMTP_URL or the outbox),
 * in the language the member entered in, with the refund rule rendered from lib/shared/domain/refund-policy.
 * Sent once: callers send it only on the webhook event that made the change.
 */
export async function sendReceipt(db: Database, paymentId: number, kind: 'payment' | 'refund'): Promise<void> {
  const [row] = await db
    .select({
      payment: entryPayments,
      email: players.email,
      nickname: players.nickname,
      status: players.status,
      timezone: players.timezone,
      name: tournaments.name,
      nameKo: tournaments.nameKo,
    })
    .from(entryPayments)
    .innerJoin(tournaments, eq(tournaments.tournamentno, entryPayments.tournamentno))
    .leftJoin(players, eq(players.playerPk, entryPayments.playerPk))
    .where(eq(entryPayments.id, paymentId));
  // A withdrawn member's address is gone or no longer theirs to be written to.
  if (!row?.email || row.status === 'withdrawn') return;
  const { payment } = row;
  const lang = toLocale(payment.lang);
  const [t, policy] = await Promise.all([mailTexts(lang), refundPolicyTexts(lang)]);
  const tournament = lang === 'ko' && row.nameKo ? row.nameKo : row.name;
  const when = kind === 'payment' ? payment.paidAt : payment.refundedAt;
  // The member's own zone, named in the mail (issue 26 item 1): MyZone shows the same moment in it.
  const date = formatMailDateTime(when ?? new Date(), row.timezone ?? env.networkTimezone, lang);
  const amount = formatFee(kind === 'payment' ? payment.amount : (payment.refundAmount ?? payment.amount), payment.currency, lang);
  const link = appLink(entryRecordPath(payment.tournamentno), lang);
  const params = {
    nickname: row.nickname ?? '',
    tournament,
    amount,
    date,
    card: payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand.toUpperCase()} •••• ${payment.cardLast4}` : '—',
    reference: kind === 'payment' ? payment.paymentIntentId : (payment.refundId ?? payment.paymentIntentId),
    reason: t(`receipt.reason.${payment.refundReason ?? 'withdrawn'}`),
  };
  const rule = refundPolicyStatement(policy);
  await sendMail(db, {
    to: row.email,
    subject: t(`receipt.${kind}Subject`, params),
    text: `${t(`receipt.${kind}Body`, params)}\n${link}\n\n${t('receipt.policyTitle')}\n${rule.map((sentence) => `- ${sentence}`).join('\n')}\n\n${t('footer')}`,
  });
}
