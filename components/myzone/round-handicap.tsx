import { getTranslations } from 'next-intl/server';
import { toParLabel } from '@/components/myzone/myzone-heading';
import { Link } from '@/lib/portal/i18n/link';
import type { MyRoundDetail } from '@/lib/upstream/operations/records';

const handicapLabel = (value: number | null, none: string) => (value === null ? none : value.toFixed(1));

/** What a round did to the X-Handicap: before and after, the change, and the nines that counted. */
export async function RoundHandicap({ handicap }: { handicap: MyRoundDetail['handicap'] }) {
  const t = await getTranslations('records.round');
  const change = handicap.before !== null && handicap.after !== null ? Math.round((handicap.after - handicap.before) * 10) / 10 : null;
  return (
    <section aria-labelledby="handicap-title" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-5" data-testid="round-handicap">
      <h2 id="handicap-title" className="text-xl font-bold">{t('handicapTitle')}</h2>
      <p className="mt-2 text-lg">
        {t('handicapChange', { before: handicapLabel(handicap.before, t('noHandicap')), after: handicapLabel(handicap.after, t('noHandicap')) })}{' '}
        {change !== null && <strong className={change < 0 ? 'text-brand-800' : change > 0 ? 'text-red-700' : ''}>({change > 0 ? `+${change.toFixed(1)}` : change.toFixed(1)})</strong>}
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {handicap.nines.length
          ? t('handicapNines', { nines: handicap.nines.map((n) => t('nine', { from: n.fromhole, to: n.tohole, toPar: toParLabel(n.strokes - n.par) })).join(', ') })
          : t('handicapNoNine')}
      </p>
      <Link href="/membership/mysummary#handicap" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {t('handicapHow')}
      </Link>
    </section>
  );
}
