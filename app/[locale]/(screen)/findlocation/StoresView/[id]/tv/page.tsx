import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { VenueTv } from '@/components/venue-tv/venue-tv';
import { getStoreTv } from '@/lib/portal/data/live';
import { loadPage } from '@/lib/portal/data/load';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import { isMemberApiUnavailable } from '@/lib/upstream/errors';
import { readId } from '@/lib/upstream/operations/fields';

export async function generateMetadata({ params }: PageProps<'/[locale]/findlocation/StoresView/[id]/tv'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'venueTv' });
  // A wall screen, not a page to find: kept out of search results.
  return { ...pageMetadata({ locale, path: `/findlocation/StoresView/${id}/tv`, title: t('title') }), robots: { index: false, follow: false } };
}

/**
 * The venue's TV (issue 11 item 6): a full-screen page for the screen on the venue's wall, without the
 * site's header or footer. The server renders the first screen; the client rotates its boards and
 * keeps them live (components/venue-tv). Rendered per request: the screen is live data.
 */
export default async function VenueTvPage({ params }: PageProps<'/[locale]/findlocation/StoresView/[id]/tv'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const shopno = readId(id);
  if (!shopno) notFound();
  // A wall screen (noindex) keeps its own message through an outage rather than the 503 error screen
  // of the public pages: it has no section error screen, and nobody is there to press retry.
  const screen = await loadPage(() => getStoreTv(shopno, locale)).catch((error: unknown) => {
    if (isMemberApiUnavailable(error)) return undefined;
    throw error;
  });
  const messages = (await getMessages()) as unknown as { venueTv: Record<string, unknown>; live: Record<string, unknown> };
  const t = await getTranslations('venueTv');
  if (!screen) {
    return (
      <div role="alert" className="m-auto max-w-xl p-8 text-center text-2xl">
        {t('unavailable')}
      </div>
    );
  }
  return (
    <NextIntlClientProvider messages={{ venueTv: messages.venueTv, live: messages.live }}>
      <VenueTv initial={screen} locale={locale} />
    </NextIntlClientProvider>
  );
}
