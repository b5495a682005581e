import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDateTime } from '@/lib/shared/format';

/** The line above a notice or resource: its mark (pinned, category), when it was posted and how often it was read or fetched. */
export function ArticleHeader({ mark, regdate, count }: { mark: React.ReactNode; regdate: string; count: string }) {
  return (
    <header className="border-b-2 border-gray-800 pb-4">
      {mark}
      <p className="mt-2 flex gap-4 text-sm text-gray-600">
        <time dateTime={regdate}>{formatDateTime(regdate, timeZone)}</time>
        <span>{count}</span>
      </p>
    </header>
  );
}
