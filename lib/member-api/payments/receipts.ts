import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Database } from '@/lib/db/client';
import { entryPayments, players, tournaments } from '@/lib/db/schema';
import { toLocale } from '@/lib/domain/locale';
import { refundPolicyStatement } from '@/lib/domain/refund-policy';
import { appLink, sendMail } from '@/lib/mail/send';
import { mailTexts, refundPolicyTexts } from '@/lib/mail/texts';
import { formatFee } from '@/lib/money';

/** Where a member finds a tournament's entry and payments in MyZone (records' mytournamentsattend/{tournamentno}). */
export function entryRecordPath(tournamentno: number): string {
  return `/membership/myrecords/mytournamentsattend/${tournamentno}`;
}

/**
 * The receipt mail of a payment or a refund, through the portal's mailer (SMTP_URL or the outbox),
 * in the language the member entered in, with the refund rule rendered from lib/domain/refund-policy.
 * Sent once: callers send it only on the webhook event that made the change.
 */
export async function sendReceipt(db: Database, paymentId: number, kind: 'payment' | 'refund'): Promise<void> {
  const [row] = await db
    .select({
      payment: entryPayments,
      email: players.email,
      nickname: players.nickname,
      status: players.status,
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
  const date = new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: env.networkTimezone }).format(when ?? new Date());
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
