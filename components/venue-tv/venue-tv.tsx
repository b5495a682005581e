'use client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { StoreTv, TvRankRow } from '@/lib/upstream/operations/live';

/** How long each board stays on screen, and how often the screen asks for new rounds. */
export const TV_SLIDE_MS = 12_000;
export const TV_POLL_MS = 5_000;

type Slide =
  | { key: string; kind: 'tournament'; board: StoreTv['tournaments'][number] }
  | { key: string; kind: 'minigame'; board: StoreTv['minigames'][number] }
  | { key: string; kind: 'todaybest' }
  | { key: string; kind: 'bookings' }
  | { key: string; kind: 'holeinones' };

async function fetchScreen(url: string): Promise<StoreTv> {
  const response = await fetch(url, { cache: 'no-store' });
  const body = (await response.json()) as { ok: true; data: StoreTv } | { ok: false; message: string };
  if (!body.ok) throw new Error(body.message);
  return body.data;
}

const toPar = (value: number) => (value === 0 ? 'E' : value > 0 ? `+${value}` : `−${Math.abs(value)}`);

function slidesOf(screen: StoreTv): Slide[] {
  return [
    ...screen.tournaments.map((board) => ({ key: `t${board.tournamentno}`, kind: 'tournament' as const, board })),
    ...screen.minigames.map((board) => ({ key: `e${board.eventno}`, kind: 'minigame' as const, board })),
    { key: 'todaybest', kind: 'todaybest' as const },
    // Today's bookings per bay, at a venue that takes bookings (issue 23).
    ...(screen.bookings?.length ? [{ key: 'bookings', kind: 'bookings' as const }] : []),
    ...(screen.holeinones.length ? [{ key: 'holeinones', kind: 'holeinones' as const }] : []),
  ];
}

function Leaders({ rows, value, empty }: { rows: TvRankRow[]; value: (row: TvRankRow) => string; empty: string }) {
  const t = useTranslations('venueTv');
  if (!rows.length) return <p className="text-[clamp(1.25rem,2.5vw,2.5rem)] text-gray-300">{empty}</p>;
  return (
    <ol className="divide-y divide-white/10">
      {rows.map((row) => (
        <li key={`${row.player_pk}-${row.rank}`} className="grid grid-cols-[3ch_1fr_auto] items-baseline gap-4 py-[clamp(0.4rem,1.2vh,1rem)] text-[clamp(1.25rem,3vw,3.25rem)]">
          <span className={`font-extrabold tabular-nums ${row.rank === 1 ? 'text-accent-400' : 'text-gray-300'}`}>{row.rank}</span>
          <span className="truncate font-semibold">{row.nickname || <span className="italic">{t('withdrawnMember')}</span>}</span>
          <span className="font-extrabold tabular-nums">{value(row)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The venue's wall screen: its live tournaments and mini-games with their leaders, today's best
 * rounds and recent holes-in-one, one board at a time (rotating every 12 s), legible from across the
 * room, and live (SWR, every 5 s). ←/→ change the board, space pauses the rotation.
 */
export function VenueTv({ initial, locale }: { initial: StoreTv; locale: string }) {
  const t = useTranslations('venueTv');
  const live = useTranslations('live');
  const { data: screen = initial, error } = useSWR(`/api/live/store/${initial.shopno}?lang=${locale}`, fetchScreen, {
    fallbackData: initial,
    refreshInterval: TV_POLL_MS,
    revalidateOnMount: false,
  });
  const slides = useMemo(() => slidesOf(screen), [screen]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [now, setNow] = useState<Date | null>(null);
  const current = slides[index % slides.length];

  const step = useCallback((by: number) => setIndex((i) => (i + by + slides.length) % slides.length), [slides.length]);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setInterval(() => step(1), TV_SLIDE_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length, step]);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 15_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === ' ') {
        event.preventDefault();
        setPaused((p) => !p);
      } else return;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  const clock = now ? new Intl.DateTimeFormat(locale, { timeZone: screen.timezone, hour: '2-digit', minute: '2-digit' }).format(now) : '';
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { timeZone: screen.timezone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { timeZone: screen.timezone, month: 'short', day: 'numeric' }).format(new Date(iso));
  const metres = (value: number) => t('metres', { value: value.toFixed(1) });

  let title = '';
  let subtitle = '';
  let body: React.ReactNode = null;
  switch (current.kind) {
    case 'tournament':
      title = current.board.tournamentname;
      subtitle = t('tournamentFacts', { course: current.board.coursename, entrants: current.board.entrycnt, end: date(current.board.enddate) });
      body = <Leaders rows={current.board.leaders} empty={t('noScores')} value={(row) => `${toPar(row.topar ?? 0)} · ${row.value}`} />;
      break;
    case 'minigame':
      title = current.board.eventname;
      subtitle = t('minigameFacts', { end: date(current.board.enddate) });
      body = <Leaders rows={current.board.leaders} empty={t('noEntries')} value={(row) => (current.board.valuekind === 'distance' ? metres(row.value) : t('count', { count: row.value }))} />;
      break;
    case 'todaybest':
      title = t('todayBest');
      subtitle = t('todayBestFacts');
      body = (
        <Leaders
          rows={screen.todaybest.map((r, i) => ({ rank: i + 1, player_pk: r.roundno, nickname: `${r.nickname || t('withdrawnMember')} · ${r.coursename}${r.holes === 9 ? ` (${t('nine')})` : ''}`, value: r.gross, topar: r.topar }))}
          empty={t('noRoundsToday')}
          value={(row) => `${toPar(row.topar ?? 0)} · ${row.value}`}
        />
      );
      break;
    case 'bookings':
      title = t('bookings');
      subtitle = t('bookingsFacts');
      body = (
        <ul className="grid gap-x-10 gap-y-[2vh] text-[clamp(1.1rem,2.4vw,2.6rem)] sm:grid-cols-2" data-tv-bookings="">
          {screen.bookings.map((bay) => (
            <li key={bay.bay} data-bay={bay.bay}>
              <p className="font-extrabold text-accent-400">{bay.bayname}</p>
              {bay.bookings.length === 0 ? (
                <p className="text-gray-400">{t('bayFree')}</p>
              ) : (
                <ul>
                  {bay.bookings.map((booking) => (
                    <li key={booking.startlabel} className="flex gap-4 tabular-nums">
                      <span className="text-gray-300">{`${booking.startlabel}–${booking.endlabel}`}</span>
                      <span className="truncate font-semibold">{booking.name ?? t('booked')}</span>
                      {booking.checkedin && <span className="text-gray-300">{t('checkedIn')}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      );
      break;
    case 'holeinones':
      title = t('holeInOnes');
      subtitle = t('holeInOnesFacts');
      body = (
        <ul className="divide-y divide-white/10">
          {screen.holeinones.map((h) => (
            <li key={h.roundno} className="flex flex-wrap items-baseline justify-between gap-x-6 py-3 text-[clamp(1.25rem,3vw,3.25rem)]">
              <span className="font-extrabold text-accent-400">{h.nickname || t('withdrawnMember')}</span>
              <span className="text-gray-200">{t('holeInOneAt', { course: h.coursename, hole: h.holeno })}</span>
              <span className="text-gray-400 tabular-nums">{`${date(h.playedat)} ${time(h.playedat)}`}</span>
            </li>
          ))}
        </ul>
      );
      break;
  }

  return (
    <div className="flex min-h-dvh flex-1 flex-col gap-[2vh] p-[clamp(1rem,3vw,3.5rem)]">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-[clamp(1rem,1.8vw,2rem)] font-semibold text-accent-400">Clubhouse</p>
          <h1 className="text-[clamp(1.5rem,3.2vw,3.5rem)] font-extrabold leading-tight">{screen.shopname}</h1>
        </div>
        <div className="flex items-center gap-6">
          <p className="inline-flex items-center gap-3 rounded-full bg-red-600 px-4 py-1.5 text-[clamp(1rem,1.8vw,2rem)] font-extrabold uppercase tracking-wide" data-live-marker="">
            <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-white motion-reduce:animate-none" />
            {error ? live('reconnecting') : live('marker')}
          </p>
          <p className="text-[clamp(1.5rem,3.2vw,3.5rem)] font-extrabold tabular-nums" aria-label={t('clock')}>
            {clock}
          </p>
        </div>
      </header>
      <section aria-roledescription={t('board')} aria-live="off" aria-labelledby="tv-board" className="flex flex-1 flex-col rounded-3xl bg-white/5 p-[clamp(1rem,3vw,3rem)]">
        <h2 id="tv-board" className="text-[clamp(1.75rem,4.2vw,4.5rem)] font-extrabold leading-tight">
          {title}
        </h2>
        <p className="mt-1 text-[clamp(1rem,2vw,2.25rem)] text-gray-300">{subtitle}</p>
        <div className="mt-[3vh] flex-1">{body}</div>
      </section>
      <footer className="flex items-center justify-between gap-4 text-[clamp(0.875rem,1.4vw,1.5rem)] text-gray-400">
        <nav aria-label={t('boards')} className="flex flex-wrap gap-2">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              onClick={() => setIndex(i)}
              aria-current={i === index % slides.length ? 'true' : undefined}
              aria-label={t('showBoard', { number: i + 1, total: slides.length })}
              className={`h-3 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 ${i === index % slides.length ? 'w-10 bg-accent-400' : 'w-3 bg-white/30'}`}
            />
          ))}
        </nav>
        <button type="button" onClick={() => setPaused((p) => !p)} className="rounded-full px-3 py-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400">
          {paused ? t('resume') : t('pause')}
        </button>
      </footer>
    </div>
  );
}
