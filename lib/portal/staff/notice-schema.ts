import { boolean, mixed, number, object, string, type InferType } from 'yup';

/**
 * The console's notice form (issue 24 item 3), one schema for its server actions (the editor in
 * components/admin may not load lib/portal/staff: it shows the keys answered here beside their fields).
 * English is required; Korean is both a title and a text or neither (a notice without Korean is
 * shown in English on the Korean pages). `publishAt` is a wall-clock time in the network's zone,
 * typed in a datetime-local field, needed when the notice is scheduled.
 */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 20_000;

const checkbox = boolean()
  .transform((_value: unknown, original: unknown) => original === true || original === 'on' || original === 'true')
  .default(false);

export const noticeSchema = object({
  noticeno: number().integer().min(1).max(2_147_483_647).optional(),
  title: string().trim().min(1, 'admin.notices.titleRequired').max(NOTICE_TITLE_MAX, 'admin.notices.titleRequired').required('admin.notices.titleRequired'),
  titleKo: string().trim().max(NOTICE_TITLE_MAX, 'admin.notices.titleRequired').default(''),
  markdown: string().trim().min(1, 'admin.notices.bodyRequired').max(NOTICE_BODY_MAX, 'admin.notices.bodyRequired').required('admin.notices.bodyRequired'),
  markdownKo: string()
    .trim()
    .max(NOTICE_BODY_MAX, 'admin.notices.bodyRequired')
    .default('')
    .test('korean-pair', 'admin.notices.koreanPair', function pair(value) {
      return Boolean(value) === Boolean(this.parent.titleKo);
    }),
  pinned: checkbox,
  publish: mixed<'draft' | 'now' | 'at'>().oneOf(['draft', 'now', 'at'], 'admin.notices.publishRequired').required('admin.notices.publishRequired'),
  publishAt: string()
    .trim()
    .default('')
    .when('publish', {
      is: 'at',
      then: (schema) => schema.matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'admin.notices.publishAtInvalid').required('admin.notices.publishAtInvalid'),
    }),
});
export type NoticeFormInput = InferType<typeof noticeSchema>;

export const noticePreviewSchema = object({ markdown: string().max(NOTICE_BODY_MAX, 'admin.notices.bodyRequired').default('') });

export const noticeChangeSchema = object({
  noticeno: number().integer().min(1).max(2_147_483_647).required(),
  change: mixed<'pin' | 'unpin' | 'publish' | 'unpublish' | 'delete'>().oneOf(['pin', 'unpin', 'publish', 'unpublish', 'delete']).required(),
});
