'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { locales } from '@/lib/shared/domain/locale';
import { MEMBER_API_UNAVAILABLE } from '@/lib/upstream/errors';
import { ErrorState } from './error-state';
import type { RouteErrorSection } from './route-error-sections';
import { useRouteErrorTexts } from './route-error-texts';
import { LocalisedLink as Link } from '@/lib/portal/i18n/localised-link';

export type { RouteErrorSection } from './route-error-sections';

export interface RouteErrorProps {
  error: unknown;
  retry: () => void;
}

/**
 * The screen the site's and MyZone's error.tsx show (the section read from the address) when rendering failed: unexpectedly, or because the member API
 * is down (MemberApiUnavailable, told by its digest; the page then answers 503), which says so and
 * asks to try again shortly. A refusal by the member API is shown in place by the page. It never shows
 * the error's text: in production Next only forwards a digest, which is given so a report can be
 * matched with the server's log.
 */
export function RouteError({ error, retry, section }: RouteErrorProps & { section?: RouteErrorSection }) {
  const texts = useRouteErrorTexts();
  const pathname = usePathname();
  const back = texts.back[section ?? sectionOfPath(pathname, texts.back)];
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  const outage = digest === MEMBER_API_UNAVAILABLE;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="mb-6 text-2xl font-bold">{outage ? texts.unavailableTitle : texts.title}</h1>
      <ErrorState message={outage ? texts.unavailableBody : texts.body}>
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-full bg-brand-700 px-5 py-2 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {texts.retry}
        </button>
        <Link
          href={back.href}
          className="rounded-full border border-gray-300 bg-white px-5 py-2 text-sm font-semibold text-gray-800 hover:border-gray-500"
        >
          {back.label}
        </Link>
      </ErrorState>
      {digest && !outage && <p className="mt-4 text-xs text-gray-500">{texts.reference.replace('{digest}', digest)}</p>}
    </div>
  );
}

/**
 * The section an address belongs to (its first segment after the language), or the site for the home
 * page and the pages outside the sections: one error boundary serves every section this way (a boundary
 * per section cost each section's pages a script of its own for a different "back" link). The sections
 * are the keys of the texts the server built, so no list of them ships to the browser.
 */
export function sectionOfPath(pathname: string | null, sections: Record<RouteErrorSection, unknown>): RouteErrorSection {
  const segments = (pathname ?? '/').split('/').filter(Boolean);
  if ((locales as readonly string[]).includes(segments[0])) segments.shift();
  const first = segments[0]?.toLowerCase();
  return first && Object.hasOwn(sections, first) ? (first as RouteErrorSection) : 'site';
}
