import { number, object, string, type InferType } from 'yup';
import { clubType, lessonStages } from '@/lib/shared/domain/enums';

/**
 * The operator console's swing lesson form (issue 24 item 3), the one schema the form and its server
 * action share: the fields the public lesson page shows. The coach is a member (their nickname shows
 * as the lesson's author); the video and poster are paths of files already in the portal's storage;
 * the stage times are the seconds where the seven stages (Address .. Finish) start, comma-separated.
 */
const STORED_PATH = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
const stored = string().trim().max(240, 'admin.lessonPublishing.errors.pathInvalid').matches(STORED_PATH, { message: 'admin.lessonPublishing.errors.pathInvalid', excludeEmptyString: true }).default('');
const stageText = string().trim().max(2000, 'admin.lessonPublishing.errors.textTooLong').default('');

/** "0, 0.6, 1.2, …": seven numbers of seconds, from 0 to an hour, never going back. */
export function parseStageTimes(value: string): number[] | undefined {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== lessonStages.length || parts.some((part) => !/^\d{1,4}(\.\d{1,3})?$/.test(part))) return undefined;
  const times = parts.map(Number);
  return times.every((time, i) => time <= 3600 && (i === 0 || time >= times[i - 1])) ? times : undefined;
}

export const lessonSchema = object({
  lessonno: number().integer().min(1).max(2_147_483_647).optional(),
  title: string().trim().max(160, 'admin.lessonPublishing.errors.titleRequired').required('admin.lessonPublishing.errors.titleRequired'),
  coachPk: number()
    .typeError('admin.lessonPublishing.errors.coachRequired')
    .integer('admin.lessonPublishing.errors.coachRequired')
    .min(1, 'admin.lessonPublishing.errors.coachRequired')
    .max(2_147_483_647, 'admin.lessonPublishing.errors.coachRequired')
    .required('admin.lessonPublishing.errors.coachRequired'),
  clubType: number()
    .typeError('admin.lessonPublishing.errors.clubInvalid')
    .oneOf([...clubType], 'admin.lessonPublishing.errors.clubInvalid')
    .required('admin.lessonPublishing.errors.clubInvalid'),
  videoPath: stored,
  posterPath: stored,
  stageTimes: string()
    .trim()
    .required('admin.lessonPublishing.errors.stageTimesInvalid')
    .test('stage-times', 'admin.lessonPublishing.errors.stageTimesInvalid', (value) => parseStageTimes(value ?? '') !== undefined),
  lesson1: stageText,
  lesson2: stageText,
  lesson3: stageText,
  lesson4: stageText,
  lesson5: stageText,
  lesson6: stageText,
  lesson7: stageText,
  lessontotal: stageText,
});

export type LessonInput = InferType<typeof lessonSchema>;
export const LESSON_TEXT_KEYS = [...lessonStages, 'lessontotal'] as const;
