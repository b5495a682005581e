import { getTranslations } from 'next-intl/server';
import { TimeAgo } from '@/components/ui/time-ago';
import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDateTime, formatNumber } from '@/lib/shared/format';
import type { LessonDetail } from '@/lib/upstream/operations/event';

/** A lesson's club, author, age and counts, above the lesson itself. */
export async function LessonByline({ lesson, author }: { lesson: LessonDetail; author: string }) {
  const [t, e] = await Promise.all([getTranslations('lesson'), getTranslations('enums')]);
  return (
    <header className="mb-6 border-b border-gray-200 pb-5">
      <p className="text-sm font-semibold text-brand-700">{e(`clubType.${lesson.clubtype}`)}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
        <div className="flex gap-1">
          <dt className="sr-only">{t('author')}</dt>
          <dd className="font-semibold text-gray-900">{author}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t('posted')}</dt>
          <dd title={formatDateTime(lesson.regdate, timeZone)}>
            <TimeAgo value={lesson.regdate} />
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('viewsLabel')}</dt>
          <dd className="tabular-nums">{formatNumber(lesson.views)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('commentsLabel')}</dt>
          <dd className="tabular-nums">{formatNumber(lesson.commentcnt)}</dd>
        </div>
      </dl>
    </header>
  );
}
