import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/support/rich-text';
import { ErrorState } from '@/components/ui/error-state';
import { Link } from '@/lib/portal/i18n/link';
import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDateTime } from '@/lib/shared/format';
import type { InquiryRow } from '@/lib/upstream/operations/support';

/**
 * The member's own inquiries, each opening on its question and answer: null for a visitor (asked to
 * log in and come back to `returnPath`), 'failed' when the member API refused them.
 */
export async function MyInquiries({ mine, returnPath }: { mine: { inquirylist: InquiryRow[] } | null | 'failed'; returnPath: string }) {
  const [t, enums] = await Promise.all([getTranslations('inquiry'), getTranslations('enums.inquiryStatus')]);
  return (
    <section aria-labelledby="my-inquiries">
      <h2 id="my-inquiries" className="text-2xl font-bold">
        {t('mine')}
      </h2>
      {mine === null ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">
          {t('loginToSee')}{' '}
          <Link href={`/login?returnUrl=${encodeURIComponent(returnPath)}`} className="font-semibold text-brand-700 underline">
            {t('login')}
          </Link>
        </p>
      ) : mine === 'failed' ? (
        <ErrorState message={t('mineUnavailable')} className="mt-4" />
      ) : mine.inquirylist.length === 0 ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('mineEmpty')}</p>
      ) : (
        <ul className="mt-4 space-y-3" data-list="my-inquiries">
          {mine.inquirylist.map((inquiry) => (
            <li key={inquiry.inquiryno}>
              <details className="group rounded-xl border border-gray-200 p-4 open:bg-gray-50">
                <summary className="flex cursor-pointer list-none items-center gap-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700">
                  <span
                    className={`shrink-0 rounded px-2 py-0.5 text-xs font-bold ${inquiry.status === 'done' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
                  >
                    {enums(inquiry.status === 'done' ? 'done' : 'waiting')}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-semibold">{inquiry.title}</span>
                  <time dateTime={inquiry.regdate} className="shrink-0 text-sm text-gray-600">
                    {formatDateTime(inquiry.regdate, timeZone)}
                  </time>
                </summary>
                <p className="mt-3 whitespace-pre-line text-gray-800">{inquiry.contents}</p>
                <div className="mt-4 border-t border-gray-200 pt-3">
                  <h3 className="font-bold">{t('answer')}</h3>
                  {inquiry.answer ? (
                    <>
                      {inquiry.answerdate && <p className="text-sm text-gray-600">{t('answeredAt', { date: formatDateTime(inquiry.answerdate, timeZone) })}</p>}
                      <RichText html={inquiry.answer} />
                    </>
                  ) : (
                    <p className="text-gray-600">{t('waitingNote')}</p>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
