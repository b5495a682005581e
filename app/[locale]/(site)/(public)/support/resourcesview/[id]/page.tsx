import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleNav } from '@/components/support/article-nav';
import { fileSize } from '@/components/support/file-size';
import { RichText } from '@/components/support/rich-text';
import { SupportHeader } from '@/components/support/support-header';
import { getResource } from '@/lib/portal/data/support';
import { formatDateTime } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata, plainText } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Link } from '@/lib/portal/i18n/link';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { loadPage } from '@/lib/portal/data/load';
import { readId } from '@/lib/upstream/operations/fields';
import { ErrorState } from '@/components/ui/error-state';

async function load(locale: Locale, id: string) {
  const resourceno = readId(id);
  if (!resourceno) notFound();
  return loadPage(() => getResource(locale, resourceno));
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/support/resourcesview/[id]'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const data = await load(locale, id);
  const t = await getTranslations({ locale, namespace: 'support' });
  return pageMetadata({
    locale,
    path: `/support/resourcesview/${id}`,
    title: data?.resource.title ?? t('resourcesTitle'),
    description: (data && plainText(data.resource.contents)) || t('resourcesDescription'),
    image: data ? { url: ogEntityImagePath(locale, 'resource', data.resource.resourceno) } : undefined,
    // ?download=failed is the same page with a notice on it.
    noindex: !data || Object.keys(await searchParams).length > 0,
  });
}

export default async function ResourceViewPage({ params, searchParams }: PageProps<'/[locale]/support/resourcesview/[id]'>) {
  const { locale, id } = await readParams(params);
  const downloadFailed = (await searchParams).download === 'failed';
  setRequestLocale(locale);
  const [t, enums] = await Promise.all([getTranslations('support'), getTranslations('enums.supportCategory')]);
  const data = await load(locale, id);

  const nav = await getTranslations('nav.support');
  return (
    <>
      {data && <Breadcrumbs locale={locale} items={[{ name: nav('resources'), href: '/support/resources' }]} current={{ name: data.resource.title, path: `/support/resourcesview/${data.resource.resourceno}` }} />}
      {/* The resource's own title is the page's h1; the band's line says where it is. */}
      <SupportHeader current="resources" title={data?.resource.title ?? t('resourcesTitle')} description={data ? t('resourcesTitle') : t('resourcesDescription')} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        {!data ? (
          <ErrorState message={t('viewUnavailable')} />
        ) : (
          <article>
            <header className="border-b-2 border-gray-800 pb-4">
              <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">{enums(String(data.resource.category))}</span>
              <p className="mt-2 flex gap-4 text-sm text-gray-600">
                <time dateTime={data.resource.regdate}>{formatDateTime(data.resource.regdate, timeZone)}</time>
                <span>{t('downloads', { count: data.resource.downloads })}</span>
              </p>
            </header>
            {downloadFailed && (
              <ErrorState message={t('downloadFailed')} className="mt-4" />
            )}
            <div className="mt-4 rounded-lg bg-gray-50 px-4 py-3">
              {data.resource.filepath && data.resource.filename ? (
                // A plain link to the route handler: it counts the download, then sends the browser to the stored file.
                <a
                  href={`/api/support/resources/${data.resource.resourceno}/download?lang=${locale}`}
                  // Saved under its own name rather than opened in the browser's viewer.
                  download={data.resource.filename}
                  className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
                  rel="nofollow"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                    <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1Zm-7 14a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Z" />
                  </svg>
                  {t('download', { file: data.resource.filename })}
                  {data.resource.filesize ? <span className="font-normal text-gray-600">({fileSize(data.resource.filesize)})</span> : null}
                </a>
              ) : (
                <span className="text-gray-600">{t('noFile')}</span>
              )}
            </div>
            <RichText html={data.resource.contents} className="py-6" />
            <ArticleNav
              base="/support/resourcesview"
              prev={data.prev}
              next={data.next}
              labels={{ nav: t('articleNav'), prev: t('prev'), next: t('next'), noPrev: t('noPrev'), noNext: t('noNext') }}
            />
          </article>
        )}
        <div className="mt-8 text-center">
          <Link href="/support/resources" className="inline-block rounded-full border border-gray-300 px-6 py-2.5 font-semibold hover:bg-gray-50">
            {t('backToList')}
          </Link>
        </div>
      </div>
    </>
  );
}
