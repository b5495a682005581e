import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader, EventUnavailable } from '@/components/event/event-header';
import { LessonComments } from '@/components/event/lesson-comments';
import { deleteComment, writeComment } from './actions';
import { StagePlayer } from '@/components/event/stage-player';
import { firstParam } from '@/lib/portal/search-params';
import { TimeAgo } from '@/components/ui/time-ago';
import { ViewBeacon } from '@/components/views/view-beacon';
import { getLesson } from '@/lib/portal/data/lesson';
import { lessonStages } from '@/lib/shared/domain/enums';
import { formatDateTime, formatNumber } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { videoObject } from '@/lib/portal/site/structured-data';
import { absoluteAsset, absoluteUrl } from '@/lib/portal/site/urls';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery } from '@/lib/portal/search-params';
import { isStoredFileAvailable, storedImageSrc, storageUrl } from '@/lib/shared/storage';
import type { LessonDetail } from '@/lib/upstream/operations/event';
import { loadPage } from '@/lib/portal/data/load';
import { readId } from '@/lib/upstream/operations/fields';

const COMMENT_PAGE_SIZE = 30;

function lessonId(id: string): number {
  return readId(id) ?? notFound();
}

/** The lesson, undefined when the member API failed; an unknown lesson is a 404. */
async function load(id: number): Promise<LessonDetail | undefined> {
  return loadPage(async () => (await getLesson(id)).lesson);
}

/** 0:01.2 — stage times are short, so minutes, seconds and a tenth. */
function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/event/netizenlesson/netizenlessonview/[id]'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const lesson = await load(lessonId(id));
  const t = await getTranslations({ locale, namespace: 'lesson' });
  const path = `/event/netizenlesson/netizenlessonview/${id}`;
  if (!lesson) return pageMetadata({ locale, path, title: t('title') });
  return pageMetadata({
    locale,
    path,
    title: lesson.title,
    description: t('metaDescription', { nickname: lesson.nickname || (await getTranslations({ locale, namespace: 'common' }))('withdrawnMember'), title: lesson.title }),
    image: { url: ogEntityImagePath(locale, 'lesson', lesson.lessonno), alt: lesson.title },
    // Comment pages and other queries show the same lesson: only the plain page is indexed.
    noindex: Object.keys(await searchParams).length > 0,
  });
}

/** `?t=N` of a key moment's link (structured data): whole seconds, within an hour; anything else is ignored. */
function keyMomentSecond(query: Record<string, string | string[] | undefined>): number | undefined {
  const value = firstParam(query, 't');
  return value && /^\d{1,4}$/.test(value) && Number(value) <= 3600 ? Number(value) : undefined;
}

export default async function LessonViewPage({ params, searchParams }: PageProps<'/[locale]/event/netizenlesson/netizenlessonview/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const lessonno = lessonId(id);
  const [lesson, query, t, e] = await Promise.all([load(lessonno), searchParams, getTranslations('lesson'), getTranslations('enums')]);
  const pathname = `/event/netizenlesson/netizenlessonview/${lessonno}`;

  if (!lesson) {
    return (
      <>
        <EventHeader current="lesson" />
        <div className="mx-auto max-w-7xl px-4 py-8">
          <EventUnavailable />
        </div>
      </>
    );
  }

  const [posterSrc, hasVideo] = await Promise.all([storedImageSrc(lesson.posterpath), isStoredFileAvailable(lesson.videopath)]);
  const stages = lessonStages.map((key, index) => {
    const time = lesson.stagetimes[index] ?? 0;
    return { key, label: e(`lessonStage.${key}`), time, timeLabel: clock(time), text: lesson.lessons[key] };
  });

  const nav = await getTranslations('nav.event');
  // A withdrawn or blocked author comes without a name (issue 9).
  const author = lesson.nickname || (await getTranslations('common'))('withdrawnMember');
  const description = t('metaDescription', { nickname: author, title: lesson.title });
  const videoUrl = hasVideo ? storageUrl(lesson.videopath) : undefined;
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('lesson'), href: '/event/netizenlesson/swinglist' }]} current={{ name: lesson.title, path: pathname }} />
      {/* Only a video that exists is described as one; the seven stages are its key moments. */}
      {videoUrl && (
        <JsonLd
          data={videoObject(lesson, {
            url: absoluteUrl(locale, pathname),
            contentUrl: absoluteAsset(videoUrl),
            thumbnailUrl: absoluteAsset(posterSrc.startsWith('data:') ? ogEntityImagePath(locale, 'lesson', lesson.lessonno) : posterSrc),
            description,
            stageNames: stages.map((stage) => stage.label),
          })}
        />
      )}
      {/* The lesson's title is the page's one h1, in the section band. */}
      <EventHeader current="lesson" title={lesson.title} description={description} />
      <article className="mx-auto max-w-7xl px-4 py-8">
        <ViewBeacon kind="lesson" id={lesson.lessonno} />
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

        <StagePlayer
          videoSrc={hasVideo ? storageUrl(lesson.videopath) : undefined}
          posterSrc={posterSrc}
          stages={stages}
          total={lesson.lessons.lessontotal}
          startAt={keyMomentSecond(query)}
          labels={{
            chapters: t('chapters'),
            lessonHeading: t('lessonHeading'),
            videoUnavailable: t('videoUnavailable'),
            noText: t('noText'),
            total: e('lessonStage.lessontotal'),
            posterAlt: t('posterAlt', { title: lesson.title }),
          }}
        />

        <nav aria-label={t('articleNav')} className="mt-12 divide-y divide-gray-200 border-y border-gray-200">
          <p className="flex gap-4 py-3">
            <span className="w-24 shrink-0 font-semibold text-gray-600">{t('previous')}</span>
            {lesson.prev ? (
              <Link href={`/event/netizenlesson/netizenlessonview/${lesson.prev.lessonno}`} rel="prev" className="truncate hover:text-brand-700 hover:underline">
                {lesson.prev.title}
              </Link>
            ) : (
              <span className="text-gray-500">{t('noPrevious')}</span>
            )}
          </p>
          <p className="flex gap-4 py-3">
            <span className="w-24 shrink-0 font-semibold text-gray-600">{t('next')}</span>
            {lesson.next ? (
              <Link href={`/event/netizenlesson/netizenlessonview/${lesson.next.lessonno}`} rel="next" className="truncate hover:text-brand-700 hover:underline">
                {lesson.next.title}
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

        <LessonComments actions={{ write: writeComment, remove: deleteComment }} lessonno={lessonno} pathname={pathname} searchParams={query} paging={readQuery('lessonCommentList', query, { lessonno }, [COMMENT_PAGE_SIZE])} />
      </article>
    </>
  );
}
