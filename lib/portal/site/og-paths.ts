import type { Locale } from '@/lib/shared/domain/locale';

/**
 * Addresses of the sharing cards (app/og/[locale]/[kind]/[file]/route.tsx). They end in `.png`, so
 * proxy.ts (which skips names with a dot) leaves them alone, and they sit outside /api, which
 * robots.txt closes (some link-preview crawlers obey it for images too).
 */
export const ogEntityKinds = ['tournament', 'ranking', 'player', 'minigame', 'lesson', 'course', 'venue', 'notice', 'resource'] as const;
export type OgEntityKind = (typeof ogEntityKinds)[number];

/** The sections with a card of their own: the first segment of a path ('home' for /, 'site' for the rest). */
export const ogSections = ['home', 'tournament', 'event', 'golfcourse', 'findlocation', 'support', 'halloffame', 'site'] as const;
export type OgSection = (typeof ogSections)[number];

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function isOgEntityKind(value: unknown): value is OgEntityKind {
  return (ogEntityKinds as readonly unknown[]).includes(value);
}

export function isOgSection(value: unknown): value is OgSection {
  return (ogSections as readonly unknown[]).includes(value);
}

/** The section card a path falls under. */
export function sectionOfPath(path: string): OgSection {
  const first = path.split('/')[1] ?? '';
  if (first === '') return 'home';
  return isOgSection(first) ? first : 'site';
}

export function ogEntityImagePath(locale: Locale, kind: OgEntityKind, id: number): string {
  return `/og/${locale}/${kind}/${id}.png`;
}

export function ogSectionImagePath(locale: Locale, section: OgSection): string {
  return `/og/${locale}/section/${section}.png`;
}
