import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleHeader } from '@/components/support/article-header';
import { ArticleNav } from '@/components/support/article-nav';
import { ListWayBack } from '@/components/ui/list-way-back';
import { RichText } from '@/components/support/rich-text';
import { SupportHeader } from '@/components/support/support-header';
import { ViewBeacon } from '@/components/views/view-beacon';
import { getNotice } from '@/lib/portal/data/support';
import { clampDescription, pageMetadata, plainText } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { newsArticle } from '@/lib/portal/site/structured-data';
import { absoluteAsset, absoluteUrl } from '@/lib/portal/site/urls';
import { env } from '@/lib/shared/config/env';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { loadPage } from '@/lib/portal/data/load';
import { readId } from '@/lib/upstream/operations/fields';

// Cached (ISR, lib/portal/cache/cached-pages.ts): rendered on a notice's first request (the member API is not
// there at build time), then served from the cache for a minute at a time (NOTICE_LIFE in
// lib/portal/data/reads.ts): a console change expires it at once through the `notices` tag, and a scheduled
// notice's page answers within a minute of its time. Reading counts no view: the page's beacon does.
export const revalidate = 60;

export function generateStaticParams(): { locale: Locale; id: string }[] {
  return [];
}

async function load(locale: Locale, id: string) {
  const noticeno = readId(id);
  if (!noticeno) notFound();
  return loadPage(() => getNotice(locale, noticeno));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/support/noticeview/[id]'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const data = await load(locale, id);
  const t = await getTranslations({ locale, namespace: 'support' });
  return pageMetadata({
    locale,
    path: `/support/noticeview/${id}`,
    title: data?.notice.title ?? t('noticeTitle'),
    // The notice's own words: every notice page says what it is about.
    description: (data && plainText(data.notice.contents)) || t('noticeDescription'),
    type: 'article',
    image: data ? { url: ogEntityImagePath(locale, 'notice', data.notice.noticeno) } : undefined,
  });
}

export default async function NoticeViewPage({ params }: PageProps<'/[locale]/support/noticeview/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('support');
  const data = await load(locale, id);
  // Not an error state in the page: a cached page would keep it for minutes. Thrown, the failure leaves
  // the last good page in the cache (or shows the section's error screen, uncached, if there is none).
  if (!data) throw new Error('The member API did not answer for this notice');

  const path = `/support/noticeview/${data.notice.noticeno}`;
  const nav = await getTranslations('nav.support');
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('notice'), href: '/support/notice' }]} current={{ name: data.notice.title, path }} />
      <JsonLd
        data={newsArticle(data.notice, {
          url: absoluteUrl(locale, path),
          image: absoluteAsset(ogEntityImagePath(locale, 'notice', data.notice.noticeno)),
          origin: env.appUrl,
          description: clampDescription(plainText(data.notice.contents)),
          locale,
        })}
      />
      {/* The notice's own title is the page's h1; the band's line says where it is. */}
      <SupportHeader current="notice" title={data.notice.title} description={t('noticeTitle')} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <article>
          <ViewBeacon kind="notice" id={data.notice.noticeno} />
          <ArticleHeader
            mark={data.notice.pinned && <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{t('pinned')}</span>}
            regdate={data.notice.regdate}
            count={t('views', { count: data.notice.views })}
          />
          <RichText html={data.notice.contents} className="py-6" />
          <ArticleNav base="/support/noticeview" prev={data.prev} next={data.next} />
        </article>
        <ListWayBack href="/support/notice" label={t('backToList')} className="mt-8 text-center" />
      </div>
    </>
  );
}
