import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader, EventUnavailable } from '@/components/event/event-header';
import { MinigameFacts } from '@/components/event/minigame-facts';
import { MinigameValue } from '@/components/event/minigame-value';
import { eventnoFromSegments } from '@/components/event/query';
import { EmptyState } from '@/components/ui/empty-state';
import { getMinigameWinners } from '@/lib/portal/data/minigame';
import { EVENT_STATUS } from '@/lib/shared/domain/enums';
import { formatDate, formatDateTime } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Link } from '@/lib/portal/i18n/link';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { loadPage } from '@/lib/portal/data/load';

// Cached (ISR): the same for every visitor, rendered on an event's first request (the member API is
// not there at build time) and kept a minute at most.
export const revalidate = 60;

export function generateStaticParams(): { locale: Locale; eventno: string[] }[] {
  return [];
}

async function load(locale: Locale, segments: string[]) {
  const eventno = eventnoFromSegments(segments);
  if (!eventno) notFound();
  return { eventno, result: await loadPage(() => getMinigameWinners(locale, eventno)) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/event/winaminigamelist/[...eventno]'>): Promise<Metadata> {
  const { locale, eventno } = await readParams(params);
  const { eventno: id, result } = await load(locale, eventno);
  const [t, d] = await Promise.all([getTranslations({ locale, namespace: 'minigame' }), getTranslations({ locale, namespace: 'seo.descriptions' })]);
  const title = result ? t('winnersTitle', { name: result.minigame.eventname }) : t('winners');
  const minigame = result?.minigame;
  return pageMetadata({
    locale,
    path: `/event/winaminigamelist/${id}`,
    title,
    description: minigame
      ? d('minigameWinners', { name: minigame.eventname, count: result.winnerlistcnt, dates: `${formatDate(minigame.startdate, timeZone)} – ${formatDate(minigame.enddate, timeZone)}` })
      : t('winnersDescription'),
    image: { url: ogEntityImagePath(locale, 'minigame', id) },
    // No winners yet: nothing to find here.
    noindex: !result || result.winnerlistcnt === 0,
  });
}

export default async function MinigameWinnersPage({ params }: PageProps<'/[locale]/event/winaminigamelist/[...eventno]'>) {
  const { locale, eventno: segments } = await readParams(params);
  setRequestLocale(locale);
  const [{ eventno, result }, t] = await Promise.all([load(locale, segments), getTranslations('minigame')]);
  // A withdrawn or blocked member keeps the place without a name (the member API sends none).
  const withdrawnMember = (await getTranslations('common'))('withdrawnMember');

  if (!result) {
    return (
      <>
        <EventHeader current="winners" />
        <div className="mx-auto max-w-7xl px-4 py-8">
          <EventUnavailable />
        </div>
      </>
    );
  }
  const { minigame } = result;

  const nav = await getTranslations('nav.event');
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('winners'), href: '/event/winaminigame' }]} current={{ name: minigame.eventname, path: `/event/winaminigamelist/${eventno}` }} />
      <EventHeader current="winners" title={minigame.eventname} description={t('winnersDescription')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <MinigameFacts minigame={minigame} />
        <section aria-labelledby="winners" className="mt-10">
          <h2 id="winners" className="text-xl font-bold">
            {t('winners')}
          </h2>
          <div className="mt-4">
            {result.winnerlist.length === 0 ? (
              <EmptyState title={minigame.eventstatus === EVENT_STATUS.completed ? t('noWinners') : t('winnersPending')} />
            ) : (
              <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {result.winnerlist.map((winner) => (
                  <li key={`${winner.player_pk}-${winner.rank}`} className="rounded-xl border border-gray-200 p-5">
                    <p className="text-sm font-bold text-brand-700">{t('placeRank', { rank: winner.rank })}</p>
                    <p className="mt-1 text-lg font-bold">{winner.nickname || <span data-withdrawn-member className="italic">{withdrawnMember}</span>}</p>
                    <dl className="mt-3 space-y-1 text-sm">
                      <div className="flex justify-between gap-3">
                        <dt className="text-gray-600">{minigame.valuekind === 'distance' ? t('distanceHeader') : t('countHeader')}</dt>
                        <dd className="font-semibold tabular-nums">
                          <MinigameValue value={winner.value} kind={minigame.valuekind} />
                        </dd>
                      </div>
                      <div className="flex justify-between gap-3">
                        <dt className="text-gray-600">{t('store')}</dt>
                        <dd>{winner.shopname ?? '-'}</dd>
                      </div>
                      <div className="flex justify-between gap-3">
                        <dt className="text-gray-600">{t('achieved')}</dt>
                        <dd>
                          <time dateTime={winner.achieveddate}>{formatDateTime(winner.achieveddate, timeZone)}</time>
                        </dd>
                      </div>
                      <div className="flex justify-between gap-3">
                        <dt className="text-gray-600">{t('prize')}</dt>
                        <dd>{winner.prize ?? '-'}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
        <p className="mt-8 flex flex-wrap gap-3">
          <Link href="/event/winaminigame" className="rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
            {t('backToWinners')}
          </Link>
          <Link href={`/event/minigameranking/${eventno}`} className="rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
            {t('viewRanking')}
          </Link>
        </p>
      </div>
    </>
  );
}
