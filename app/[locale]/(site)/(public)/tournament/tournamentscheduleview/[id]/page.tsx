import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { paymentHoldSentence, RefundPolicy } from '@/components/payments/refund-policy';
import { RichText } from '@/components/support/rich-text';
import { TournamentHeader } from '@/components/tournament/tournament-header';
import { TournamentPoster } from '@/components/tournament/tournament-poster';
import { TournamentResult } from '@/components/tournament/tournament-result';
import { entryActions } from '../../entry-actions';
import { findTournament } from '@/lib/portal/data/tournament';
import { enumLabelKey, TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { clampDescription, pageMetadata, plainText } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { sportsEvent } from '@/lib/portal/site/structured-data';
import { absoluteAsset, absoluteUrl } from '@/lib/portal/site/urls';
import { env } from '@/lib/shared/config/env';
import { getCourseHoles } from '@/lib/portal/data/course';
import { getStore, getStoreMap } from '@/lib/portal/data/store';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { readParams } from '@/lib/portal/i18n/params';
import type { Locale } from '@/lib/portal/i18n/routing';
import { formatFee } from '@/lib/shared/money';
import { paymentMode } from '@/lib/portal/payments/config';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';
import { lengthIn } from '@/lib/shared/format';

// Cached (ISR, lib/portal/cache/cached-pages.ts): rendered on a tournament's first request (the member API is
// not there at build time), then kept for a minute at a time, and expired at once by an entry (the
// tournament's tag, which its data carries). The Enter button learns who is there on the client.
export const revalidate = 60;

export function generateStaticParams(): { locale: Locale; id: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/tournamentscheduleview/[id]'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const tournament = await findTournament(id, locale).catch(() => null);
  if (!tournament) return {};
  const t = await getTranslations({ locale, namespace: 'tournament' });
  return pageMetadata({
    locale,
    path: `/tournament/tournamentscheduleview/${tournament.tournamentno}`,
    title: `${tournament.tournamentname} · ${t('tabs.condition')}`,
    description: plainText(tournament.description ?? '') || `${tournament.tournamentname} — ${tournament.coursename}`,
    image: { url: ogEntityImagePath(locale, 'tournament', tournament.tournamentno), alt: tournament.tournamentname },
  });
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-gray-100 py-3 sm:grid-cols-3">
      <dt className="font-semibold text-gray-700">{term}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

async function Conditions({ tournament }: { tournament: TournamentCondition }) {
  const [t, e, locale] = await Promise.all([getTranslations('tournament.condition'), getTranslations('enums'), getLocale()]);
  const course = await getCourseHoles(locale as Locale, tournament.courseno);
  const mode = paymentMode();
  const tee = (code: number) => e(enumLabelKey('teeColour', code));
  const unit = (kind: 'distanceUnit' | 'speedUnit', code: string) => (e.has(`${kind}.${code}`) ? e(`${kind}.${code}`) : code);
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-3">
      <section aria-labelledby="conditions" className="lg:col-span-2">
        <h2 id="conditions" className="text-2xl font-bold">
          {t('title')}
        </h2>
        <dl className="mt-4">
          <Row term={t('course')}>{t('courseValue', { course: tournament.coursename, par: tournament.coursepar, holes: tournament.holes })}</Row>
          <Row term={t('playFormat')}>{e(`playFormat.${tournament.playformat}`)}</Row>
          <Row term={t('rankType')}>{e(`rankType.${tournament.tour_rank_type}`)}</Row>
          <Row term={t('teeMen')}>{tee(tournament.teecolourmen)}</Row>
          <Row term={t('teeWomen')}>{tee(tournament.teecolourwomen)}</Row>
          <Row term={t('wind')}>{e(`wind.${tournament.wind}`)}</Row>
          <Row term={t('greenUnit')}>{unit('distanceUnit', tournament.greenunit)}</Row>
          <Row term={t('speedUnit')}>{unit('speedUnit', tournament.speedunit)}</Row>
          <Row term={t('greenSpeed')}>{tournament.greenspeed ? t('greenSpeedValue', { speed: lengthIn(tournament.greenspeed, tournament.greenunit).distance, unit: lengthIn(tournament.greenspeed, tournament.greenunit).unit }) : t('notSet')}</Row>
          <Row term={t('mulligans')}>{t('mulligansValue', { count: tournament.mulligans })}</Row>
          <Row term={t('gimme')}>{tournament.gimme > 0 ? t('gimmeValue', lengthIn(tournament.gimme, tournament.greenunit)) : t('gimmeNone')}</Row>
          <Row term={t('attempts')}>{t('attemptsValue', { count: tournament.attemptsallowed })}</Row>
          <Row term={t('entryLimit')}>
            {tournament.entrylimit ? t('entryLimitValue', { limit: tournament.entrylimit, count: tournament.entrycnt }) : t('unlimited')}
          </Row>
          <Row term={t('fee')}>
            {tournament.entryfee > 0 ? t(mode === 'card' ? 'feeValueCard' : 'feeValueVenue', { fee: formatFee(tournament.entryfee, tournament.currency, locale) }) : t('free')}
          </Row>
          {tournament.entryfee > 0 && (
            <Row term={t('refund')}>
              <RefundPolicy />
              {mode === 'card' && <p className="mt-2 leading-relaxed">{await paymentHoldSentence()}</p>}
            </Row>
          )}
          <Row term={t('peria')}>
            {tournament.hiddenholes?.length
              ? t('periaRevealed', { holes: tournament.hiddenholes.join(', ') })
              : tournament.hiddenholecnt
                ? t('periaHidden', { count: tournament.hiddenholecnt })
                : t('periaNone')}
          </Row>
          <Row term={t('season')}>{tournament.season}</Row>
        </dl>
      </section>
      <aside className="space-y-6">
        {/* The poster beside the conditions, not an 880 px banner above them (issue 26 item 13). */}
        <TournamentPoster tournament={tournament} course={course} className="overflow-hidden rounded-2xl shadow-sm" />
        {tournament.description && (
          <section aria-labelledby="about" className="rounded-xl bg-gray-50 p-5">
            <h2 id="about" className="font-bold">
              {t('about')}
            </h2>
            <RichText html={tournament.description} className="mt-2 text-sm" />
          </section>
        )}
        {tournament.prize && (
          <section aria-labelledby="prize" className="rounded-xl bg-accent-400/20 p-5">
            <h2 id="prize" className="font-bold">
              {t('prize')}
            </h2>
            <RichText html={tournament.prize} className="mt-2 text-sm" />
          </section>
        )}
      </aside>
    </div>
  );
}

/** A tournament's conditions, the default child page of the tournament view (spec §2). */
export default async function TournamentConditionPage({ params }: PageProps<'/[locale]/tournament/tournamentscheduleview/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  // A member-API failure is thrown, not rendered as an error state the cache would keep for a minute:
  // a revalidation that fails keeps the last good page, a first render shows the section's error screen.
  const tournament = await findTournament(id, locale);
  if (!tournament) notFound();
  const [venues, nav] = await Promise.all([
    // Where it is played (structured data): a venue's own tournament at that venue, a network-wide
    // one at every venue of the network (issue 26 item 18).
    tournament.shopno ? getStore(locale, tournament.shopno).then((data) => [data.store]) : getStoreMap({ lang: locale, searchname: '', country: undefined, storetype: undefined }).then((data) => data.storemaplist),
    getTranslations('nav.tournament'),
  ]);
  const path = `/tournament/tournamentscheduleview/${tournament.tournamentno}`;
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('schedule'), href: '/tournament/tournamentschedule' }]} current={{ name: tournament.tournamentname, path }} />
      <JsonLd
        data={sportsEvent({
          tournament,
          url: absoluteUrl(locale, path),
          origin: env.appUrl,
          image: absoluteAsset(ogEntityImagePath(locale, 'tournament', tournament.tournamentno)),
          description: clampDescription(plainText(tournament.description ?? '') || `${tournament.tournamentname} — ${tournament.coursename}`),
          venues: venues.map((store) => ({ store, url: absoluteUrl(locale, `/findlocation/StoresView/${store.shopno}`) })),
          enterUrl: absoluteUrl(locale, path),
        })}
      />
      <TournamentHeader tournament={tournament} current="condition" actions={entryActions} />
      {/* A completed tournament opens on its result; the conditions follow. */}
      {tournament.tourstatus === TOURNAMENT_STATUS.completed && <TournamentResult tournament={tournament} locale={locale} />}
      <Conditions tournament={tournament} />
    </>
  );
}
