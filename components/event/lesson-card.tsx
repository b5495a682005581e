import { getTranslations } from 'next-intl/server';
import { TimeAgo } from '@/components/ui/time-ago';
import { Link } from '@/lib/portal/i18n/link';
import type { LessonSummary } from '@/lib/upstream/operations/event';
import { StoredImage } from './stored-image';

/** One swing video in the netizen-lesson grid: poster, title, author, when, views and comments. */
export async function LessonCard({ lesson, priority = false }: { lesson: LessonSummary; priority?: boolean }) {
  const [t, e, common] = await Promise.all([getTranslations('lesson'), getTranslations('enums'), getTranslations('common')]);
  const href = `/event/netizenlesson/netizenlessonview/${lesson.lessonno}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-video bg-gray-100">
        <StoredImage path={lesson.posterpath} alt="" className="h-full w-full object-cover" priority={priority} />
        <span className="absolute left-2 top-2 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">{e(`clubType.${lesson.clubtype}`)}</span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="line-clamp-2 font-bold leading-snug">
          <Link href={href} className="after:absolute after:inset-0 group-hover:text-brand-700 group-hover:underline">
            {lesson.title}
          </Link>
        </h2>
        {/* A withdrawn or blocked author comes without a name (issue 9). */}
        <p className="mt-1 text-sm text-gray-700">{lesson.nickname || <span className="italic">{common('withdrawnMember')}</span>}</p>
        <p className="mt-auto flex flex-wrap gap-x-3 pt-3 text-xs text-gray-600">
          <TimeAgo value={lesson.regdate} />
          <span>{t('views', { count: lesson.views })}</span>
          <span>{t('comments', { count: lesson.commentcnt })}</span>
        </p>
      </div>
    </article>
  );
}
