import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader } from '@/components/event/event-header';
import { EventUnavailablePage } from '@/components/event/event-unavailable-page';
import { MinigameWinnerList } from '@/components/event/minigame-winner-list';
import { MinigameFacts } from '@/components/event/minigame-facts';
import { eventnoFromSegments } from '@/components/event/query';
import { getMinigameWinners } from '@/lib/portal/data/minigame';
import { EVENT_STATUS } from '@/lib/shared/domain/enums';
import { formatDate } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { MinigameWaysOn } from '@/components/event/minigame-ways-on';
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

  if (!result) return <EventUnavailablePage current="winners" />;
  const { minigame } = result;

  const nav = await getTranslations('nav.event');
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('winners'), href: '/event/winaminigame' }]} current={{ name: minigame.eventname, path: `/event/winaminigamelist/${eventno}` }} />
      <EventHeader current="winners" title={minigame.eventname} description={t('winnersDescription')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <MinigameFacts minigame={minigame} />
        <MinigameWinnerList minigame={minigame} winners={result.winnerlist} />
        <MinigameWaysOn from="winners" eventno={eventno} completed={minigame.eventstatus === EVENT_STATUS.completed} />
      </div>
    </>
  );
}
