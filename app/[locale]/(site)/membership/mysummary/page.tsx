import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { verifySession } from '@/lib/auth/session';
import { getMySummary } from '@/lib/data/account';
import { formatDate, formatNumber } from '@/lib/format';
import { pageMetadata } from '@/lib/i18n/metadata';
import { redirect } from '@/lib/i18n/navigation';
import { readParams } from '@/lib/i18n/params';
import { isUpstreamError } from '@/lib/upstream/errors';
import type { MemberSummary } from '@/lib/upstream/operations/account';
import { ErrorState } from '@/components/ui/error-state';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/mysummary'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'membership' });
  return { ...pageMetadata({ locale, path: '/membership/mysummary', title: t('summaryTitle'), description: t('description') }), robots: { index: false } };
}

function toPar(strokes: number, par: number): string {
  const diff = strokes - par;
  return diff === 0 ? 'E' : diff > 0 ? `+${diff}` : String(diff);
}

export default async function MySummaryPage({ params }: PageProps<'/[locale]/membership/mysummary'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const session = await verifySession().catch(() => null);
  if (!session) redirect({ href: '/login?returnUrl=%2Fmembership%2Fmysummary', locale });
  const t = await getTranslations('membership');
  const zone = session!.timezone?.name ?? 'UTC';
  let summary: MemberSummary | undefined;
  try {
    summary = await getMySummary(session!.token, locale);
  } catch (error) {
    if (isUpstreamError(error) && error.code === 401) redirect({ href: '/login?returnUrl=%2Fmembership%2Fmysummary', locale });
    summary = undefined;
  }

  return (
    <div>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{t('summaryTitle')}</h1>
      {!summary ? (
        <ErrorState message={t('unavailable')} className="mt-8" />
      ) : (
        <>
          <p className="mt-3 text-lg" data-testid="mysummary-nickname">
            {t('welcome', { nickname: summary.nickname })}
          </p>
          {summary.is_initialize === 'y' && (
            <p role="status" className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900">
              {t('needEditProfile')}
            </p>
          )}
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="rounded-xl border border-gray-200 p-5">
              <dt className="text-sm text-gray-600">{t('handicap')}</dt>
              <dd className="mt-1 text-3xl font-extrabold tabular-nums">{summary.xhandicap == null ? t('noHandicap') : summary.xhandicap.toFixed(1)}</dd>
              <dd className="mt-1 text-xs text-gray-600">{t('handicapHelp')}</dd>
            </div>
            <div className="rounded-xl border border-gray-200 p-5">
              <dt className="text-sm text-gray-600">
                {t('points')} · {t('season', { season: summary.season })}
              </dt>
              <dd className="mt-1 text-3xl font-extrabold tabular-nums">{formatNumber(summary.points.standard)}</dd>
              <dd className="mt-1 text-xs text-gray-600">
                {t('oom')}: {formatNumber(summary.points.oom)}
              </dd>
            </div>
            <div className="rounded-xl border border-gray-200 p-5">
              <dt className="text-sm text-gray-600">{t('events')}</dt>
              <dd className="mt-1 text-3xl font-extrabold tabular-nums">{formatNumber(summary.points.events)}</dd>
              <dd className="mt-1 text-xs text-gray-600">
                {t('wins')}: {formatNumber(summary.points.wins)}
              </dd>
            </div>
            <div className="rounded-xl border border-gray-200 p-5">
              <dt className="text-sm text-gray-600">{t('favouriteStore')}</dt>
              <dd className="mt-1 font-bold">{summary.shopname ?? '-'}</dd>
              <dd className="mt-1 text-xs text-gray-600">
                {t('joined')}: {formatDate(summary.joindate, zone)}
              </dd>
            </div>
          </dl>

          <section aria-labelledby="recent-rounds" className="mt-12">
            <h2 id="recent-rounds" className="text-2xl font-bold">
              {t('recentRounds')}
            </h2>
            {summary.recentrounds.length ? (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-gray-200 text-gray-600">
                    <tr>
                      <th scope="col" className="py-2 pr-4">{t('round.date')}</th>
                      <th scope="col" className="py-2 pr-4">{t('round.course')}</th>
                      <th scope="col" className="py-2 pr-4">{t('round.holes')}</th>
                      <th scope="col" className="py-2 pr-4">{t('round.score')}</th>
                      <th scope="col" className="py-2">{t('round.toPar')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {summary.recentrounds.map((round) => (
                      <tr key={round.roundno}>
                        <td className="py-2 pr-4 tabular-nums">{formatDate(round.playeddate, zone)}</td>
                        <td className="py-2 pr-4">{round.coursename}</td>
                        <td className="py-2 pr-4 tabular-nums">{round.holes}</td>
                        <td className="py-2 pr-4 font-semibold tabular-nums">{round.totalstrokes}</td>
                        <td className="py-2 tabular-nums">{toPar(round.totalstrokes, round.totalpar)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('noRounds')}</p>
            )}
          </section>

          <section aria-labelledby="badges" className="mt-12">
            <h2 id="badges" className="text-2xl font-bold">
              {t('badges')}
            </h2>
            {summary.badges.length ? (
              <ul className="mt-4 flex flex-wrap gap-3">
                {summary.badges.map((badge) => (
                  <li key={badge.badge} className="rounded-full bg-brand-50 px-4 py-2 text-sm">
                    <span className="font-bold">{t.has(`badge.${badge.badge}`) ? t(`badge.${badge.badge}` as 'badge.glory') : badge.badge}</span>{' '}
                    <span className="text-gray-600">{t('earned', { date: formatDate(badge.earneddate, zone) })}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('noBadges')}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
