import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader } from '@/components/event/event-header';
import { EventUnavailablePage } from '@/components/event/event-unavailable-page';
import { LessonComments } from '@/components/event/lesson-comments';
import { deleteComment, writeComment } from './actions';
import { LessonPlayer } from '@/components/event/lesson-player';
import { LessonVideoData } from '@/components/event/lesson-video-data';
import { firstParam } from '@/lib/portal/search-params';
import { LessonByline } from '@/components/event/lesson-byline';
import { LessonNeighbours } from '@/components/event/lesson-neighbours';
import { keyMomentSecond, lessonStageList } from '@/components/event/lesson-stages';
import { ViewBeacon } from '@/components/views/view-beacon';
import { getLesson } from '@/lib/portal/data/lesson';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
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

export default async function LessonViewPage({ params, searchParams }: PageProps<'/[locale]/event/netizenlesson/netizenlessonview/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const lessonno = lessonId(id);
  const [lesson, query, t, e] = await Promise.all([load(lessonno), searchParams, getTranslations('lesson'), getTranslations('enums')]);
  const pathname = `/event/netizenlesson/netizenlessonview/${lessonno}`;

  if (!lesson) return <EventUnavailablePage current="lesson" />;

  const [posterSrc, hasVideo] = await Promise.all([storedImageSrc(lesson.posterpath), isStoredFileAvailable(lesson.videopath)]);
  const stages = lessonStageList(lesson, (key) => e(`lessonStage.${key}`));

  const nav = await getTranslations('nav.event');
  // A withdrawn or blocked author comes without a name (issue 9).
  const author = lesson.nickname || (await getTranslations('common'))('withdrawnMember');
  const description = t('metaDescription', { nickname: author, title: lesson.title });
  const videoUrl = hasVideo ? storageUrl(lesson.videopath) : undefined;
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('lesson'), href: '/event/netizenlesson/swinglist' }]} current={{ name: lesson.title, path: pathname }} />
      {/* Only a video that exists is described as one; the seven stages are its key moments. */}
      {videoUrl && <LessonVideoData lesson={lesson} locale={locale} pathname={pathname} videoUrl={videoUrl} posterSrc={posterSrc} description={description} stageNames={stages.map((stage) => stage.label)} />}
      {/* The lesson's title is the page's one h1, in the section band. */}
      <EventHeader current="lesson" title={lesson.title} description={description} />
      <article className="mx-auto max-w-7xl px-4 py-8">
        <ViewBeacon kind="lesson" id={lesson.lessonno} />
        <LessonByline lesson={lesson} author={author} />

        <LessonPlayer lesson={lesson} videoSrc={videoUrl} posterSrc={posterSrc} stages={stages} startAt={keyMomentSecond(firstParam(query, 't'))} />

        <LessonNeighbours prev={lesson.prev} next={lesson.next} />

        <LessonComments actions={{ write: writeComment, remove: deleteComment }} lessonno={lessonno} pathname={pathname} searchParams={query} paging={readQuery('lessonCommentList', query, { lessonno }, [COMMENT_PAGE_SIZE])} />
      </article>
    </>
  );
}
