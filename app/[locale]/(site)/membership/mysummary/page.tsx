import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BadgePicture } from '@/components/myzone/badge-picture';
import { EntryStatus } from '@/components/myzone/entry-parts';
import { MyzoneHeading, Stat, toParLabel } from '@/components/myzone/myzone-heading';
import { TrendChart } from '@/components/myzone/trend-chart';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge';
import { ErrorState } from '@/components/ui/error-state';
import { BookingCard } from '@/components/booking/booking-card';
import { loadMine } from '@/lib/portal/data/load';
import { XHANDICAP_CAP, XHANDICAP_COUNTED, XHANDICAP_FLOOR, XHANDICAP_WINDOW } from '@/lib/shared/domain/handicap';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Avatar } from '@/components/member/avatar';
import { storageBase } from '@/lib/shared/storage';
import { isSafeStoragePath, joinStorageUrl } from '@/lib/shared/storage/paths';

const PATH = '/membership/mysummary';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/mysummary'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'membership' });
  return { ...pageMetadata({ locale, path: PATH, title: t('summaryTitle'), description: t('description') }), robots: { index: false, follow: false } };
}

const tenth = (value: number) => (Math.round(value * 100) / 100).toFixed(2).replace(/0$/, '');

/**
 * MyZone's dashboard (issue 9): the X-Handicap with its trend and its computation step by step from
 * the member's real rounds, the score trend, recent rounds linked to their scorecards, entered and
 * upcoming tournaments, badges with their pictures and dates, points and place in the season.
 */
export default async function MySummaryPage({ params }: PageProps<'/[locale]/membership/mysummary'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [summary, dashboard, bookings] = await Promise.all([
    loadMine('mySummary', { lang: locale }, { locale, returnPath: PATH }),
    loadMine('myDashboard', { lang: locale }, { locale, returnPath: PATH }),
    loadMine('myBookings', { filter: 'upcoming', pageno: 1, pagesize: 1, lang: locale }, { locale, returnPath: PATH }),
  ]);
  const [t, d, e, f, b] = await Promise.all([
    getTranslations('membership'),
    getTranslations('records.dashboard'),
    getTranslations('enums'),
    getTranslations('seasonRanking'),
    getTranslations('bookingPage'),
  ]);
  const zone = summary.zone;
  const member = summary.data?.summary;
  const board = dashboard.data?.dashboard;

  if (!member || !board) {
    return (
      <>
        <MyzoneHeading title={t('summaryTitle')} />
        <ErrorState message={t('unavailable')} />
      </>
    );
  }
  const { steps, history } = board.handicap;
  const { points } = board;

  return (
    <>
      <MyzoneHeading title={t('summaryTitle')}>
        {/* The member's picture beside the welcome (issue 26 item 14): the uploaded one or their mark. */}
        <p className="mt-2 flex items-center gap-3 text-lg" data-testid="mysummary-nickname">
          <Avatar nickname={member.nickname} src={member.avatarpath && isSafeStoragePath(member.avatarpath) ? joinStorageUrl(storageBase(), member.avatarpath) : undefined} size={48} />
          {t('welcome', { nickname: member.nickname })}
        </p>
      </MyzoneHeading>
      {member.is_initialize === 'y' && (
        <p role="status" className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-900">
          {t('needEditProfile')}{' '}
          <Link href="/membership/myaccount/myprofile" className="font-semibold underline">
            {d('editProfile')}
          </Link>
        </p>
      )}

      {/* The next bay booking (issue 23); nothing when bookings cannot be read. */}
      {bookings.data && (
        <section aria-labelledby="next-booking" className="mb-6">
          <h2 id="next-booking" className="mb-2 text-lg font-semibold">
            {b('next')}
          </h2>
          {bookings.data.bookinglist[0] ? (
            <BookingCard booking={bookings.data.bookinglist[0]} />
          ) : (
            <p className="text-sm text-gray-700">
              {b('nextNone')}{' '}
              <Link href="/findlocation" className="font-semibold underline">
                {b('bookABay')}
              </Link>
            </p>
          )}
        </section>
      )}

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('handicap')} value={board.handicap.current === null ? t('noHandicap') : board.handicap.current.toFixed(1)} hint={t('handicapHelp')} testId="dashboard-handicap" />
        {/* Of the four figures, this one is the season ranking, said in so many words (issue 26 item 10):
            the place first, the standard points it rests on below, and the table it is a place in. */}
        <Stat
          label={f('label', { season: board.season })}
          value={points.rank === null ? '–' : f('place', { rank: points.rank })}
          testId="dashboard-season-ranking"
          hint={
            <>
              {points.rank === null ? d('unranked') : f('hint', { points: points.standard, total: points.rankedcnt })}{' '}
              <Link href="/halloffame/pointleaderboard" className="text-brand-700 underline">{f('table')}</Link>
            </>
          }
        />
        <Stat label={d('xpoint')} value={formatNumber(points.xpoint)} hint={<Link href="/membership/myrecords/myxpoint" className="text-brand-700 hover:underline">{d('xpointLink')}</Link>} />
        <Stat label={t('events')} value={formatNumber(points.events)} hint={`${t('wins')}: ${formatNumber(points.wins)} · ${t('oom')}: ${formatNumber(points.oom)}`} />
      </dl>

      <section id="handicap" aria-labelledby="handicap-title" className="mt-10 scroll-mt-24">
        <h2 id="handicap-title" className="text-2xl font-bold">{d('handicapTitle')}</h2>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <TrendChart
            title={d('handicapTrend')}
            points={history.map((p) => ({ key: p.roundno, label: formatDate(p.playedAt, zone), value: p.handicap }))}
            format={(v) => v.toFixed(1)}
            figuresLabel={d('showFigures')}
            valueLabel={t('handicap')}
            dateLabel={t('round.date')}
          />
          <TrendChart
            title={d('scoreTrend')}
            points={board.scoretrend.map((r) => ({ key: r.roundno, label: formatDate(r.playeddate, zone), value: r.holes === 18 ? r.topar / 2 : r.topar }))}
            format={(v) => toParLabel(Math.round(v * 10) / 10)}
            figuresLabel={d('showFigures')}
            valueLabel={d('perNine')}
            dateLabel={t('round.date')}
            zeroLine
          />
        </div>

        <div className="mt-6 rounded-xl border border-gray-200 bg-white p-4" data-testid="handicap-steps">
          <h3 className="font-bold">{d('stepsTitle')}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-800">
            <li>{d('step1', { window: XHANDICAP_WINDOW })}</li>
            <li>{d('step2', { counted: XHANDICAP_COUNTED })}</li>
            <li>{d('step3')}</li>
            <li>{d('step4', { floor: XHANDICAP_FLOOR.toFixed(1), cap: XHANDICAP_CAP.toFixed(1) })}</li>
          </ol>
          {steps.window.length ? (
            <ScrollRegion label={d('stepsCaption')} className="mt-4">
              <table className="min-w-full text-sm">
                <caption className="sr-only">{d('stepsCaption')}</caption>
                <thead className="border-b border-gray-200 text-left text-xs uppercase text-gray-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3">{t('round.date')}</th>
                    <th scope="col" className="py-2 pr-3">{d('nine')}</th>
                    <th scope="col" className="py-2 pr-3 text-right">{t('round.score')}</th>
                    <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">{d('par')}</th>
                    <th scope="col" className="py-2 pr-3 text-right">{d('overPar')}</th>
                    <th scope="col" className="py-2">{d('counts')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {steps.window.map((nine) => (
                    <tr key={`${nine.roundno}-${nine.fromHole}`} className={nine.counted ? 'bg-brand-50' : undefined} data-step-nine data-round={nine.roundno} data-strokes={nine.strokes} data-par={nine.par} data-counted={nine.counted ? 'yes' : 'no'}>
                      <td className="py-1.5 pr-3 tabular-nums">
                        <Link href={`/membership/myrecords/myroundsview/${nine.roundno}`} className="text-brand-700 hover:underline">
                          {formatDate(nine.playedAt, zone)}
                        </Link>
                      </td>
                      <td className="py-1.5 pr-3 tabular-nums whitespace-nowrap">{d('holes', { from: nine.fromHole, to: nine.toHole })}</td>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{nine.strokes}</td>
                      <td className="hidden py-1.5 pr-3 text-right tabular-nums sm:table-cell">{nine.par}</td>
                      <td className="py-1.5 pr-3 text-right font-semibold tabular-nums">{toParLabel(nine.overPar)}</td>
                      <td className="py-1.5">{/* On a phone the mark alone, so the column fits beside the others; its words stay for screen readers. */}
                        {nine.counted ? (
                          <span className="whitespace-nowrap font-bold text-brand-800"><span aria-hidden="true">✓</span> <span className="max-sm:sr-only">{d('counted')}</span></span>
                        ) : (
                          <span className="text-gray-500"><span aria-hidden="true" className="sm:hidden">–</span><span className="max-sm:sr-only">{d('notCounted')}</span></span>
                        )}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : null}
          {steps.average === null ? (
            <p className="mt-4 rounded-lg bg-gray-50 p-3 text-sm" data-testid="handicap-result">
              {d('missing', { missing: steps.missing })}
            </p>
          ) : (
            <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm" data-testid="handicap-result" data-handicap={steps.handicap ?? ''}>
              {d('computation', {
                counted: steps.counted.map(toParLabel).join(' + '),
                sum: steps.sum,
                n: steps.counted.length,
                average: tenth(steps.average),
              })}{' '}
              {steps.capped === 'floor' ? d('floorApplied', { floor: XHANDICAP_FLOOR.toFixed(1) }) : steps.capped === 'cap' ? d('capApplied', { cap: XHANDICAP_CAP.toFixed(1) }) : null}{' '}
              <strong>{d('result', { handicap: steps.handicap!.toFixed(1) })}</strong>
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="recent-rounds" className="mt-10">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="recent-rounds" className="text-2xl font-bold">{t('recentRounds')}</h2>
          <Link href="/membership/myrecords/myrounds" className="text-sm font-semibold text-brand-700 hover:underline">{d('allRounds')}</Link>
        </div>
        {board.recentrounds.length ? (
          <ScrollRegion label={t('recentRounds')} className="mt-4 rounded-xl border border-gray-200">
            <table className="min-w-full text-left text-sm" data-testid="recent-rounds">
              <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase text-gray-600">
                <tr>
                  <th scope="col" className="px-2 py-2 sm:px-3">{t('round.date')}</th>
                  <th scope="col" className="px-2 py-2 sm:px-3">{t('round.course')}</th>
                  <th scope="col" className="px-2 py-2 sm:px-3 text-right whitespace-nowrap">{t('round.holes')}</th>
                  <th scope="col" className="px-2 py-2 sm:px-3 text-right whitespace-nowrap">{t('round.score')}</th>
                  <th scope="col" className="px-2 py-2 sm:px-3 text-right whitespace-nowrap">{t('round.toPar')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {board.recentrounds.map((round) => (
                  <tr key={round.roundno}>
                    <td className="px-2 py-2 sm:px-3 tabular-nums whitespace-nowrap">{formatDate(round.playeddate, zone)}</td>
                    <td className="px-2 py-2 sm:px-3">
                      <Link href={`/membership/myrecords/myroundsview/${round.roundno}`} className="font-semibold text-brand-700 hover:underline" data-round-link={round.roundno}>
                        {round.coursename}
                      </Link>
                    </td>
                    <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{round.holes}</td>
                    <td className="px-2 py-2 sm:px-3 text-right font-semibold tabular-nums">{round.totalstrokes}</td>
                    <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{toParLabel(round.totalstrokes - round.totalpar)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('noRounds')}</p>
        )}
      </section>

      <section aria-labelledby="tournaments-title" className="mt-10">
        <h2 id="tournaments-title" className="text-2xl font-bold">{d('tournamentsTitle')}</h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div>
            <h3 className="mb-2 font-semibold text-gray-700">{d('entered')}</h3>
            {board.tournaments.entered.length ? (
              <ul className="space-y-2">
                {board.tournaments.entered.map((entry) => (
                  <li key={entry.tournamentno} className="flex items-center justify-between gap-3 rounded-lg border border-gray-200 p-3">
                    <div>
                      <Link href={`/membership/myrecords/mytournamentsview/${entry.tournamentno}`} className="font-semibold text-brand-700 hover:underline">{entry.tournamentname}</Link>
                      <p className="text-xs text-gray-600 tabular-nums">{formatDate(entry.startdate, entry.timezone)} – {formatDate(entry.enddate, entry.timezone)}</p>
                    </div>
                    <EntryStatus entry={entry} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">{d('noEntered')}</p>
            )}
          </div>
          <div>
            <h3 className="mb-2 font-semibold text-gray-700">{d('upcoming')}</h3>
            {board.tournaments.upcoming.length ? (
              <ul className="space-y-2">
                {board.tournaments.upcoming.map((tournament) => (
                  <li key={tournament.tournamentno} className="flex items-center justify-between gap-3 rounded-lg border border-gray-200 p-3">
                    <div>
                      <Link href={`/tournament/tournamentscheduleview/${tournament.tournamentno}`} className="font-semibold text-brand-700 hover:underline">{tournament.tournamentname}</Link>
                      <p className="text-xs text-gray-600 tabular-nums">{formatDate(tournament.startdate, tournament.timezone)} – {formatDate(tournament.enddate, tournament.timezone)}</p>
                    </div>
                    <TournamentStatusBadge status={tournament.tourstatus} label={e(`tournamentStatus.${tournament.tourstatus}` as 'tournamentStatus.1')} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">{d('noUpcoming')}</p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="badges" className="mt-10">
        <h2 id="badges" className="text-2xl font-bold">{t('badges')}</h2>
        {board.badges.length ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {board.badges.map((badge) => (
              <li key={badge.badge} className="flex flex-col items-center rounded-xl border border-gray-200 p-4 text-center">
                <BadgePicture badge={badge.badge} />
                <span className="mt-2 font-bold">{e.has(`badge.${badge.badge}`) ? e(`badge.${badge.badge}` as 'badge.glory') : badge.badge}</span>
                <span className="text-xs text-gray-600">{t('earned', { date: formatDate(badge.earneddate, zone) })}</span>
                <span className="mt-1 text-xs text-gray-600">{d(`badgeRule.${badge.badge}` as 'badgeRule.glory')}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('noBadges')}</p>
        )}
      </section>
    </>
  );
}
