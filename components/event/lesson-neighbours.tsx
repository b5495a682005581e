import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import type { LessonDetail } from '@/lib/upstream/operations/event';

/** The previous and next lesson in list order, and the way back to the list. */
export async function LessonNeighbours({ prev, next }: Pick<LessonDetail, 'prev' | 'next'>) {
  const t = await getTranslations('lesson');
  return (
    <>
      <nav aria-label={t('articleNav')} className="mt-12 divide-y divide-gray-200 border-y border-gray-200">
        <p className="flex gap-4 py-3">
          <span className="w-24 shrink-0 font-semibold text-gray-600">{t('previous')}</span>
          {prev ? (
            <Link href={`/event/netizenlesson/netizenlessonview/${prev.lessonno}`} rel="prev" className="truncate hover:text-brand-700 hover:underline">
              {prev.title}
            </Link>
          ) : (
            <span className="text-gray-500">{t('noPrevious')}</span>
          )}
        </p>
        <p className="flex gap-4 py-3">
          <span className="w-24 shrink-0 font-semibold text-gray-600">{t('next')}</span>
          {next ? (
            <Link href={`/event/netizenlesson/netizenlessonview/${next.lessonno}`} rel="next" className="truncate hover:text-brand-700 hover:underline">
              {next.title}
            </Link>
          ) : (
            <span className="text-gray-500">{t('noNext')}</span>
          )}
        </p>
      </nav>
      <p className="mt-6">
        <Link href="/event/netizenlesson/swinglist" className="inline-block rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
          {t('backToList')}
        </Link>
      </p>
    </>
  );
}
