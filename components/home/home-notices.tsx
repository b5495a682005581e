import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/home/section-heading';
import { Link } from '@/lib/portal/i18n/link';
import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDate } from '@/lib/shared/format';
import type { HomeSummary } from '@/lib/upstream/types';

/** The latest notices on the home page, pinned ones marked, linked to the notice board. */
export async function HomeNotices({ notices }: { notices: HomeSummary['notices'] }) {
  const [t, common] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return (
    <section aria-labelledby="notices">
      <SectionHeading id="notices" title={t('notices')} href="/support/notice" linkLabel={common('viewAll')} />
      {notices.length ? (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {notices.map((notice) => (
            <li key={notice.noticeno} className="flex items-center gap-3 px-5 py-3">
              {notice.pinned && (
                <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">{t('pinned')}</span>
              )}
              <Link href={`/support/noticeview/${notice.noticeno}`} className="min-w-0 flex-1 truncate hover:underline">
                {notice.title}
              </Link>
              <time dateTime={notice.regdate} className="shrink-0 text-sm text-gray-600">
                {formatDate(notice.regdate, timeZone)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('noticesEmpty')}</p>
      )}
    </section>
  );
}
