import { lessonStages } from '@/lib/shared/domain/enums';
import type { LessonDetail } from '@/lib/upstream/operations/event';

/** 0:01.2 — stage times are short, so minutes, seconds and a tenth. */
export function stageClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** A lesson's seven stages in swing order: each one's name, where it starts in the video, and the author's text on it. */
export function lessonStageList(lesson: LessonDetail, stageName: (key: (typeof lessonStages)[number]) => string) {
  return lessonStages.map((key, index) => {
    const time = lesson.stagetimes[index] ?? 0;
    return { key, label: stageName(key), time, timeLabel: stageClock(time), text: lesson.lessons[key] };
  });
}

/** `?t=N` of a key moment's link (structured data): whole seconds, within an hour; anything else is ignored. */
export function keyMomentSecond(value: string | undefined): number | undefined {
  return value && /^\d{1,4}$/.test(value) && Number(value) <= 3600 ? Number(value) : undefined;
}
