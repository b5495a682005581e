import { getTranslations } from 'next-intl/server';
import { MemberHome, type MemberHomeHrefs, type MemberHomeTexts } from '@/components/home/member-home';
import { MemberHomeSkeleton } from '@/components/home/member-home-skeleton';
import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';

/**
 * A member's own panel on the home page (issue 26 item 12): an island, so the page stays one cached page
 * for everyone and a visitor gets nothing of it. Its texts and links are made here, on the server.
 */
export async function MemberHomePanel({ locale }: { locale: Locale }) {
  const mine = await getTranslations('home.member');
  // The texts go to the island with their placeholders kept ({time} stays "{time}"): the island fills
  // them in with the member's own figures. (Messages are precompiled: `raw` is not the source text.)
  const keepPlaceholders = Object.fromEntries(['nickname', 'time', 'day', 'start', 'end', 'bay', 'count', 'from', 'to', 'score', 'topar', 'holes', 'season', 'points'].map((name) => [name, `{${name}}`]));
  const texts = Object.fromEntries(
    (['title', 'loading', 'failed', 'next', 'nextEntered', 'nextOpen', 'nextNone', 'starts', 'playingNow', 'booking', 'bookingNone', 'bookingAt', 'handicap', 'handicapNone', 'handicapTrend', 'lastRound', 'lastRoundNone', 'lastRoundScore', 'season', 'seasonPlace', 'seasonNone', 'open'] as const).map((key) => [key, mine(key, keepPlaceholders)]),
  ) as unknown as MemberHomeTexts;
  const path = (href: string) => getPathname({ href, locale });
  const hrefs: MemberHomeHrefs = {
    tournament: path('/tournament/tournamentscheduleview'),
    schedule: path('/tournament/tournamentschedule'),
    booking: path('/membership/mybookings'),
    bookings: path('/membership/mybookings'),
    dashboard: path('/membership/mysummary'),
    round: path('/membership/myrecords/myroundsview'),
    rounds: path('/membership/myrecords/myrounds'),
    standings: path('/halloffame/pointleaderboard'),
  };
  return <MemberHome locale={locale} texts={texts} hrefs={hrefs} skeleton={<MemberHomeSkeleton label={texts.loading} />} />;
}
