import { object, string } from 'yup';
import { callerChanged, defineOperation } from '../operation';

/**
 * Member pictures. The upload travels in the API's own wire format (a form-encoded POST) as the
 * image's bytes in base64; the member API checks what it really is (type, size, dimensions from
 * the pixels, never from the name or the browser's word), re-encodes it and keeps no metadata.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Smallest and largest accepted picture (pixels on each side). */
export const AVATAR_MIN_SIDE = 64;
export const AVATAR_MAX_SIDE = 6000;
/** What is stored: a square of this side, WebP. */
export const AVATAR_SIDE = 256;

export const avatarOperations = {
  /** The member's own nickname and picture (for the upload control). */
  avatarView: defineOperation<{ nickname: string; avatarpath: string | null }>()({
    method: 'GET',
    path: '/member/avatar',
    auth: 'required',
    input: object({}),
  }),
  /**
   * Sets the member's picture; answers its stored path and the tournaments whose rankings show the
   * member (their cached pages expire at once, as after an entry).
   */
  avatarUpload: defineOperation<{ avatarpath: string; tournamentnos: number[] }>()({
    method: 'POST',
    path: '/member/avatarupload',
    auth: 'required',
    input: object({
      image: string()
        .required('avatar.error.missing')
        // base64 is 4/3 of the bytes; a few more for padding.
        .max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 4, 'avatar.error.tooLarge')
        .matches(/^[A-Za-z0-9+/]+={0,2}$/, 'avatar.error.notImage'),
    }),
    changes: (_input, output, caller) => [...(output?.tournamentnos ?? []).map((id) => ({ kind: 'tournament' as const, id })), ...callerChanged(caller)],
  }),
  /** Removes the member's picture (the generated mark shows again). */
  avatarDelete: defineOperation<{ avatarpath: null; tournamentnos: number[] }>()({
    method: 'POST',
    path: '/member/avatardelete',
    auth: 'required',
    input: object({}),
    changes: (_input, output, caller) => [...(output?.tournamentnos ?? []).map((id) => ({ kind: 'tournament' as const, id })), ...callerChanged(caller)],
  }),
};
