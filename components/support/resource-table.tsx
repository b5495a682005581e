import { getTranslations } from 'next-intl/server';
import { fileSize } from '@/components/support/file-size';
import { Link } from '@/lib/portal/i18n/link';
import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDate, formatNumber } from '@/lib/shared/format';
import type { ResourceRow } from '@/lib/upstream/operations/support';

/** One page of the resources: category, title, file, date and downloads. */
export async function ResourceTable({ resources }: { resources: ResourceRow[] }) {
  const [t, enums] = await Promise.all([getTranslations('support'), getTranslations('enums.supportCategory')]);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('resourcesTitle')}</caption>
      <thead className="border-y-2 border-gray-800 text-gray-700">
        <tr>
          <th scope="col" className="w-28 py-3 text-center">{t('column.category')}</th>
          <th scope="col" className="py-3">{t('column.title')}</th>
          <th scope="col" className="hidden py-3 md:table-cell">{t('column.file')}</th>
          <th scope="col" className="w-28 py-3 text-center">{t('column.date')}</th>
          <th scope="col" className="hidden w-24 py-3 text-center sm:table-cell">{t('column.downloads')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {resources.map((resource) => (
          <tr key={resource.resourceno}>
            <td className="py-3 text-center">
              <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">{enums(String(resource.category))}</span>
            </td>
            <td className="py-3">
              <Link href={`/support/resourcesview/${resource.resourceno}`} className="hover:underline">
                {resource.title}
              </Link>
            </td>
            <td className="hidden py-3 text-gray-600 md:table-cell">
              {resource.filename ? `${resource.filename}${resource.filesize ? ` (${fileSize(resource.filesize)})` : ''}` : '-'}
            </td>
            <td className="py-3 text-center text-gray-600 tabular-nums">
              <time dateTime={resource.regdate}>{formatDate(resource.regdate, timeZone)}</time>
            </td>
            <td className="hidden py-3 text-center text-gray-600 tabular-nums sm:table-cell">{formatNumber(resource.downloads)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
