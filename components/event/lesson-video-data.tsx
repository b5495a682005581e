import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/portal/i18n/routing';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { videoObject } from '@/lib/portal/site/structured-data';
import { absoluteAsset, absoluteUrl } from '@/lib/portal/site/urls';
import type { LessonDetail } from '@/lib/upstream/operations/event';

/** A lesson's video described for search engines, its stages as key moments (only a video that exists). */
export function LessonVideoData({
  lesson,
  locale,
  pathname,
  videoUrl,
  posterSrc,
  description,
  stageNames,
}: {
  lesson: LessonDetail;
  locale: Locale;
  pathname: string;
  videoUrl: string;
  posterSrc: string;
  description: string;
  stageNames: string[];
}) {
  return (
    <JsonLd
      data={videoObject(lesson, {
        url: absoluteUrl(locale, pathname),
        contentUrl: absoluteAsset(videoUrl),
        thumbnailUrl: absoluteAsset(posterSrc.startsWith('data:') ? ogEntityImagePath(locale, 'lesson', lesson.lessonno) : posterSrc),
        description,
        stageNames,
      })}
    />
  );
}
