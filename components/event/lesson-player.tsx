import { getTranslations } from 'next-intl/server';
import { StagePlayer } from '@/components/event/stage-player';
import type { lessonStageList } from '@/components/event/lesson-stages';
import type { LessonDetail } from '@/lib/upstream/operations/event';

/** A lesson's video with its seven stages as chapters, and the author's text on each stage. */
export async function LessonPlayer({
  lesson,
  videoSrc,
  posterSrc,
  stages,
  startAt,
}: {
  lesson: LessonDetail;
  videoSrc: string | undefined;
  posterSrc: string;
  stages: ReturnType<typeof lessonStageList>;
  startAt: number | undefined;
}) {
  const [t, e] = await Promise.all([getTranslations('lesson'), getTranslations('enums')]);
  return (
    <StagePlayer
      videoSrc={videoSrc}
      posterSrc={posterSrc}
      stages={stages}
      total={lesson.lessons.lessontotal}
      startAt={startAt}
      labels={{
        chapters: t('chapters'),
        lessonHeading: t('lessonHeading'),
        videoUnavailable: t('videoUnavailable'),
        noText: t('noText'),
        total: e('lessonStage.lessontotal'),
        posterAlt: t('posterAlt', { title: lesson.title }),
      }}
    />
  );
}
