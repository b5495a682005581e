import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';

/** Where "back" leads from each section's error screen: the section's main page. */
export const ROUTE_ERROR_SECTIONS = {
  site: '/',
  tournament: '/tournament/tournamentschedule',
  halloffame: '/halloffame/pointleaderboard',
  event: '/event/netizenlesson/swinglist',
  golfcourse: '/golfcourse/courselist',
  findlocation: '/findlocation/stores',
  support: '/support/notice',
  membership: '/membership/mysummary',
} as const;

export type RouteErrorSection = keyof typeof ROUTE_ERROR_SECTIONS;

/** The error screens' texts, translated on the server (messages `common.routeError`). */
export interface RouteErrorTexts {
  title: string;
  body: string;
  /** When the member API is down (MemberApiUnavailable). */
  unavailableTitle: string;
  unavailableBody: string;
  retry: string;
  /** With `{digest}` to fill in. */
  reference: string;
  back: Record<RouteErrorSection, { label: string; href: string }>;
  /** The loading screens' one text (messages `common.loading`): they are client components too. */
  loading: string;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Built by the site layout and handed to the error screens through a small context, so they need
 * neither next-intl's client runtime nor its provider on every page.
 */
export function routeErrorTexts(t: Translate, locale: Locale, loading: string): RouteErrorTexts {
  const sections = Object.keys(ROUTE_ERROR_SECTIONS) as RouteErrorSection[];
  return {
    title: t('title'),
    body: t('body'),
    unavailableTitle: t('unavailableTitle'),
    unavailableBody: t('unavailableBody'),
    retry: t('retry'),
    reference: t('reference', { digest: '{digest}' }),
    back: Object.fromEntries(
      sections.map((section) => [section, { label: t(`back.${section}`), href: getPathname({ href: ROUTE_ERROR_SECTIONS[section], locale }) }]),
    ) as RouteErrorTexts['back'],
    loading,
  };
}
