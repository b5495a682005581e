'use client';

import { useReadOutcome } from '@/lib/portal/client/use-read';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { LocalisedLink } from '@/lib/portal/i18n/localised-link';
import { formatNumber, formatToPar } from '@/lib/shared/format-numbers';
import type { MemberHome as MemberHomeData } from '@/lib/portal/data/member-home';
import type { MemberHomeHrefs, MemberHomeTexts } from './member-home';
import { fill } from './fill-placeholders';
import { MemberHomeSkeleton } from './member-home-skeleton';

function Sparkline({ values, label }: { values: number[]; label: string }) {
  if (values.length < 2) return null;
  const width = 120;
  const height = 32;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values.map((value, i) => `${((i / (values.length - 1)) * (width - 4) + 2).toFixed(1)},${(2 + ((value - min) / span) * (height - 4)).toFixed(1)}`);
  // A lower handicap is better: the line falls as the member improves (values grow downwards).
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} width={width} height={height} className="text-brand-700">
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

function Card({ title, href, linkLabel, children, testId }: { title: string; href: string; linkLabel: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4" data-testid={testId}>
      <h3 className="text-sm font-bold uppercase tracking-wide text-gray-700">{title}</h3>
      <div className="min-w-0 flex-1 break-words">{children}</div>
      <LocalisedLink href={href} className="text-sm font-semibold text-brand-700 underline">
        {linkLabel}
        <span className="sr-only">: {title}</span>
      </LocalisedLink>
    </div>
  );
}

/**
 * The member's cards, from two per-member reads of the read table (myHome, myNextBooking). Loaded by
 * the home page's panel (./member-home) only once the visitor is known to be a member, so a visitor's
 * first-load JS carries none of it.
 */
export function MemberHomeCards({ locale, zone, texts, hrefs }: { locale: string; zone: string; texts: MemberHomeTexts; hrefs: MemberHomeHrefs }) {
  const member = { locale };
  const home = useReadOutcome('myHome', member);
  const booking = useReadOutcome('myNextBooking', member);

  if (home.state === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-gray-50 p-4 text-gray-800">
        {texts.failed}
      </p>
    );
  }
  if (home.state !== 'done') return <MemberHomeSkeleton label={texts.loading} />;
  const data: MemberHomeData = home.data;
  const next = data.next;
  const nextBooking = booking.state === 'done' ? booking.data.booking : null;
  const trend = data.handicap.trend.map((point) => point.handicap);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <Card title={texts.next} href={next ? `${hrefs.tournament}/${next.tournamentno}` : hrefs.schedule} linkLabel={texts.open} testId="member-home-next">
        {next ? (
          <>
            <p className="text-xs font-semibold text-gray-700">{next.entered ? texts.nextEntered : texts.nextOpen}</p>
            <p className="font-bold">{next.tournamentname}</p>
            <p className="text-sm text-gray-700">
              {next.tourstatus === '2' ? texts.playingNow : fill(texts.starts, { time: formatZonedDateTime(next.startdate, next.timezone) })}
              {next.shopname ? ` · ${next.shopname}` : ''}
            </p>
          </>
        ) : (
          <p className="text-sm text-gray-700">{texts.nextNone}</p>
        )}
      </Card>
      <Card title={texts.booking} href={nextBooking ? `${hrefs.booking}/${nextBooking.bookingno}` : hrefs.bookings} linkLabel={texts.open} testId="member-home-booking">
        {nextBooking ? (
          <>
            <p className="font-bold">{nextBooking.shopname}</p>
            <p className="text-sm text-gray-700">{fill(texts.bookingAt, { day: nextBooking.day, start: nextBooking.startlabel, end: nextBooking.endlabel, bay: nextBooking.bayname })}</p>
          </>
        ) : (
          <p className="text-sm text-gray-700">{booking.state === 'failed' ? texts.failed : texts.bookingNone}</p>
        )}
      </Card>
      <Card title={texts.handicap} href={hrefs.dashboard} linkLabel={texts.open} testId="member-home-handicap">
        {data.handicap.current !== null ? (
          <div className="flex flex-wrap items-end justify-between gap-2">
            <p className="text-3xl font-extrabold tabular-nums">{formatNumber(Math.round(data.handicap.current * 10) / 10)}</p>
            <Sparkline
              values={trend}
              label={fill(texts.handicapTrend, { count: trend.length, from: formatNumber(trend[0] ?? 0), to: formatNumber(trend.at(-1) ?? 0) })}
            />
          </div>
        ) : (
          <p className="text-sm text-gray-700">{texts.handicapNone}</p>
        )}
      </Card>
      <Card title={texts.lastRound} href={data.lastRound ? `${hrefs.round}/${data.lastRound.roundno}` : hrefs.rounds} linkLabel={texts.open} testId="member-home-round">
        {data.lastRound ? (
          <>
            <p className="font-bold">{data.lastRound.coursename}</p>
            <p className="text-sm tabular-nums">
              {fill(texts.lastRoundScore, { score: formatNumber(data.lastRound.totalstrokes), topar: formatToPar(data.lastRound.topar), holes: data.lastRound.holes })}
            </p>
            <p className="text-xs text-gray-700">{formatZonedDateTime(data.lastRound.playeddate, zone)}</p>
          </>
        ) : (
          <p className="text-sm text-gray-700">{texts.lastRoundNone}</p>
        )}
      </Card>
      <Card title={fill(texts.season, { season: data.season.season })} href={hrefs.standings} linkLabel={texts.open} testId="member-home-season">
        {data.season.rank ? (
          <p className="text-sm">
            <span className="text-3xl font-extrabold tabular-nums">{formatNumber(data.season.rank)}</span>{' '}
            {fill(texts.seasonPlace, { count: formatNumber(data.season.rankedcnt), points: formatNumber(data.season.points) })}
          </p>
        ) : (
          <p className="text-sm text-gray-700">{texts.seasonNone}</p>
        )}
      </Card>
    </div>
  );
}
