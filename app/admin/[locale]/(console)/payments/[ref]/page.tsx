import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { formatFee } from '@/lib/shared/money';
import { getStaffDb } from '@/lib/portal/staff/db';
import { authorize } from '@/lib/portal/staff/matrix';
import { majorUnits, parsePaymentRef, paymentDetail, paymentVenue } from '@/lib/portal/staff/payments';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { beginReauth, finishReauth } from '../../../../actions';
import { refundPaymentAction } from '../actions';
import { RefundForm } from './refund-form';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/payments/[ref]'>): Promise<Metadata> {
  const { locale, ref } = await readParams(params);
  return { title: `${(await getTranslations({ locale, namespace: 'admin.payments' }))('payment')} ${decodeURIComponent(ref).slice(0, 12)}` };
}

/** One payment: what it paid for, its refunds, and the refund form for who may (within what is left). */
export default async function PaymentPage({ params }: PageProps<'/admin/[locale]/payments/[ref]'>) {
  const { locale, ref: raw } = await readParams(params);
  const ref = parsePaymentRef(decodeURIComponent(raw));
  const db = await getStaffDb();
  const shopno = ref && (await paymentVenue(db, ref.kind, ref.id));
  if (!ref || shopno === undefined) notFound();
  const page = await staffPage(locale, 'payments.read', shopno);
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const detail = await paymentDetail(db, ref.kind, ref.id);
  if (!detail) notFound();
  const { staff } = page;
  const { payment } = detail;
  const t = await getTranslations({ locale, namespace: 'admin.payments' });
  const format = await getFormatter({ locale });
  const money = (amount: number) => formatFee(amount, payment.currency, locale);
  const date = (value: Date | null) => (value ? format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short' }) : t('none'));
  const refunded = payment.amount - detail.refundable;
  const rows: [string, string][] = [
    [t('reference'), detail.ref],
    [t('kind'), t(`kinds.${detail.kind}`)],
    [t('for'), detail.about.title || t('none')],
    [t('venue'), detail.about.venue ?? t('network')],
    [t('member'), detail.member ? `${detail.member.playerId ?? '—'} (${detail.member.nickname})` : t('none')],
    [t('paid'), money(payment.amount)],
    [t('state'), t(`states.${payment.status}` as never)],
    [t('paidAt'), date(payment.paidAt)],
    [t('card'), payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand.toUpperCase()} ···· ${payment.cardLast4}` : t('none')],
    [t('intent'), payment.paymentIntentId],
    [t('refundedTotal'), payment.refundStatus ? `${money(payment.refundAmount ?? payment.amount)} · ${t(`refundStates.${payment.refundStatus}` as never)}` : t('none')],
  ];
  const canRefund = authorize('payments.refund', staff.role, staff.venues, shopno) === 'allowed' && payment.status === 'succeeded';
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/payments`} className="text-brand-700 underline">{t('back')}</a>
      <h1 className="text-2xl font-bold md:text-3xl">{`${t('payment')} ${detail.ref}`}</h1>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-gray-200 bg-white p-5 md:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-gray-700">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold text-gray-700">{t('refundable')}</dt>
          <dd data-refundable>{money(detail.refundable)}</dd>
        </div>
      </dl>
      <section aria-labelledby="refunds-title" className="space-y-2">
        <h2 id="refunds-title" className="text-lg font-bold">{t('refunds')}</h2>
        {detail.refunds.length === 0 ? (
          <p className="text-gray-700">{refunded > 0 ? t('automaticOnly') : t('noRefunds')}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {detail.refunds.map((refund) => (
              <li key={refund.id} className="space-y-1 p-3 text-sm">
                <p className="font-semibold">
                  {money(refund.amount)} · {t(`refundStates.${refund.status}` as never)} · {date(refund.createdAt)}
                </p>
                <p className="break-words text-gray-700">{refund.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {canRefund &&
        (detail.refundable > 0 ? (
          <RefundForm
            paymentRef={detail.ref}
            refundable={majorUnits(detail.refundable, payment.currency)}
            currency={payment.currency}
            locale={locale}
            actions={{ refund: refundPaymentAction, beginReauth, finishReauth }}
          />
        ) : (
          <p className="rounded-lg border border-gray-200 bg-white p-5 text-gray-700">{t('nothingLeft')}</p>
        ))}
    </div>
  );
}
