import { getTranslations } from 'next-intl/server';
import { fileSize } from '@/components/support/file-size';
import type { Locale } from '@/lib/portal/i18n/routing';
import type { ResourceDetail } from '@/lib/upstream/operations/support';

/** A resource's file to download (with its size), or that it has none. */
export async function ResourceDownload({ resource, locale }: { resource: ResourceDetail; locale: Locale }) {
  const t = await getTranslations('support');
  return (
    <div className="mt-4 rounded-lg bg-gray-50 px-4 py-3">
      {resource.filepath && resource.filename ? (
        // A plain link to the route handler: it counts the download, then sends the browser to the stored file.
        <a
          href={`/api/support/resources/${resource.resourceno}/download?lang=${locale}`}
          // Saved under its own name rather than opened in the browser's viewer.
          download={resource.filename}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          rel="nofollow"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1Zm-7 14a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Z" />
          </svg>
          {t('download', { file: resource.filename })}
          {resource.filesize ? <span className="font-normal text-gray-600">({fileSize(resource.filesize)})</span> : null}
        </a>
      ) : (
        <span className="text-gray-600">{t('noFile')}</span>
      )}
    </div>
  );
}
