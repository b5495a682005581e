import { mixed, object, type InferType } from 'yup';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/upstream/operations/avatar';

/**
 * The picture upload form: one file, of a picture type the browser names and at most 2 MB. The
 * browser checks it before sending (a quick answer), the server action checks it again, and the
 * member API then reads the bytes themselves (format, dimensions) and re-encodes them.
 */
export const avatarSchema = object({
  image: mixed<File>()
    .required('avatar.error.missing')
    .test('file', 'avatar.error.missing', (file) => typeof File !== 'undefined' && file instanceof File && file.size > 0)
    .test('type', 'avatar.error.notImage', (file) => !(file instanceof File) || (AVATAR_TYPES as readonly string[]).includes(file.type))
    .test('size', 'avatar.error.tooLarge', (file) => !(file instanceof File) || file.size <= AVATAR_MAX_BYTES),
});

export type AvatarInput = InferType<typeof avatarSchema>;
