import { getTranslations } from 'next-intl/server';
import { xpointLineHref } from '@/components/myzone/xpoint-line';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Link } from '@/lib/portal/i18n/link';
import { formatDate, formatNumber } from '@/lib/shared/format';
import type { XPointEntry } from '@/lib/shared/domain/xpoint';

type LedgerLine = XPointEntry & { label: string | null; shopname: string | null };

/** One page of a season's X-Point lines: when, what for (linked to it) with what made it up, where, and the points. */
export async function XPointLedger({ season, lines, zone }: { season: number; lines: LedgerLine[]; zone: string }) {
  const [t, e] = await Promise.all([getTranslations('records.xpoint'), getTranslations('enums')]);
  return (
    <ScrollRegion label={t('caption', { season })} className="rounded-xl border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="xpoint-ledger">
        <caption className="sr-only">{t('caption', { season })}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left text-xs font-bold uppercase text-gray-600">{t('columns.date')}</th>
            <th scope="col" className="px-3 py-2 text-left text-xs font-bold uppercase text-gray-600">{t('columns.for')}</th>
            <th scope="col" className="hidden px-3 py-2 text-left text-xs font-bold uppercase text-gray-600 md:table-cell">{t('columns.venue')}</th>
            <th scope="col" className="px-3 py-2 text-right text-xs font-bold uppercase text-gray-600">{t('columns.points')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {lines.map((line) => {
            const href = xpointLineHref(line.reason, line.ref);
            const what = line.reason === 'badge' ? t('badgeLine', { badge: e.has(`badge.${line.ref}`) ? e(`badge.${line.ref}` as 'badge.glory') : String(line.ref) }) : t(`reasons.${line.reason}`, { name: line.label ?? '–' });
            const detail = Object.entries(line.detail)
              .map(([key, count]) => t(`detail.${key}` as 'detail.holes', { count }))
              .join(' · ');
            return (
              <tr key={`${line.reason}-${line.ref}`}>
                <td className="px-3 py-2 tabular-nums whitespace-nowrap">{formatDate(line.at, zone)}</td>
                <td className="px-3 py-2">
                  {href ? (
                    <Link href={href} className="font-semibold text-brand-700 hover:underline">
                      {what}
                    </Link>
                  ) : (
                    <span className="font-semibold">{what}</span>
                  )}
                  {detail && <div className="text-xs text-gray-600">{detail}</div>}
                </td>
                <td className="hidden px-3 py-2 md:table-cell">{line.shopname ?? '–'}</td>
                <td className="px-3 py-2 text-right font-bold tabular-nums text-brand-800">+{formatNumber(line.points)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
