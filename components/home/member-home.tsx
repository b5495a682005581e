'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useSessionState } from '@/components/layout/session-state';
import { fill } from './fill-placeholders';

/** The panel's texts, translated on the server (no next-intl runtime on the cached home page). */
export interface MemberHomeTexts {
  title: string;
  loading: string;
  failed: string;
  next: string;
  nextEntered: string;
  nextOpen: string;
  nextNone: string;
  starts: string;
  playingNow: string;
  booking: string;
  bookingNone: string;
  bookingAt: string;
  handicap: string;
  handicapNone: string;
  handicapTrend: string;
  lastRound: string;
  lastRoundNone: string;
  lastRoundScore: string;
  season: string;
  seasonPlace: string;
  seasonNone: string;
  open: string;
}

/** Paths already localised on the server; ids are appended here. */
export interface MemberHomeHrefs {
  tournament: string;
  schedule: string;
  booking: string;
  bookings: string;
  dashboard: string;
  round: string;
  rounds: string;
  standings: string;
}

// The cards, their reads and formatting are fetched only for a member (after GET /api/session says
// so): the home page is every visitor's first page, and they were 2.8 KiB gzip of its first-load JS.
const MemberHomeCards = lazy(() => import('./member-home-cards').then((module) => ({ default: module.MemberHomeCards })));

/**
 * A logged-in member's home (issue 26 item 12): above the visitors' page, their next tournament and
 * booking, their handicap trend, their last round and their season place (./member-home-cards).
 * Nothing for a visitor; the space is kept for a member from the first paint (the account hint's
 * `member` class), so the page does not jump when it fills in. The skeleton holding it comes drawn by
 * the server (MemberHomePanel): its code is not on the home page's first load for every visitor.
 */
export function MemberHome({ locale, texts, hrefs, skeleton }: { locale: string; texts: MemberHomeTexts; hrefs: MemberHomeHrefs; skeleton: ReactNode }) {
  const session = useSessionState();
  if (session && !session.loggedIn) return null;

  return (
    <section aria-labelledby="member-home-title" data-testid="member-home" className="mx-auto hidden max-w-7xl px-4 pt-8 [.member_&]:block">
      <h2 id="member-home-title" className="mb-4 text-2xl font-bold tracking-tight">
        {session?.nickname ? fill(texts.title, { nickname: session.nickname }) : texts.title.replace(/,?\s*\{nickname\}/, '')}
      </h2>
      {session?.loggedIn ? (
        <Suspense fallback={skeleton}>
          <MemberHomeCards locale={locale} zone={session.zone?.name ?? 'UTC'} texts={texts} hrefs={hrefs} />
        </Suspense>
      ) : (
        skeleton
      )}
    </section>
  );
}
