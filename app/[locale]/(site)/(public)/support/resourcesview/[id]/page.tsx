import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleHeader } from '@/components/support/article-header';
import { ArticleNav } from '@/components/support/article-nav';
import { ResourceDownload } from '@/components/support/resource-download';
import { ListWayBack } from '@/components/ui/list-way-back';
import { RichText } from '@/components/support/rich-text';
import { SupportHeader } from '@/components/support/support-header';
import { getResource } from '@/lib/portal/data/support';
import { pageMetadata, plainText } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
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
            <ArticleHeader
              mark={<span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">{enums(String(data.resource.category))}</span>}
              regdate={data.resource.regdate}
              count={t('downloads', { count: data.resource.downloads })}
            />
            {downloadFailed && (
              <ErrorState message={t('downloadFailed')} className="mt-4" />
            )}
            <ResourceDownload resource={data.resource} locale={locale} />
            <RichText html={data.resource.contents} className="py-6" />
            <ArticleNav base="/support/resourcesview" prev={data.prev} next={data.next} />
          </article>
        )}
        <ListWayBack href="/support/resources" label={t('backToList')} className="mt-8 text-center" />
      </div>
    </>
  );
}
