'use server';

import { object } from 'yup';
import { actionOk, validatedAction } from '@/lib/portal/actions/validated-action';
import { storageUrl } from '@/lib/shared/storage';
import { callUpstream } from '@/lib/upstream/client';
import { avatarSchema } from '@/lib/shared/validation/avatar';

/**
 * The member's picture: the file is checked (type and size the browser states), then its bytes go to
 * the member API, which reads what they really are, re-encodes them and stores the picture.
 */
export const uploadAvatar = validatedAction(
  avatarSchema,
  async ({ image }, { call }) => {
    const bytes = Buffer.from(await image.arrayBuffer());
    const { avatarpath } = await callUpstream('avatarUpload', { image: bytes.toString('base64') }, call);
    return actionOk({ src: storageUrl(avatarpath) ?? null });
  },
  { auth: 'required', where: 'avatar upload' },
);

export const removeAvatar = validatedAction(
  object({}),
  async (_input, { call }) => {
    await callUpstream('avatarDelete', {}, call);
    return actionOk(null);
  },
  { auth: 'required', where: 'avatar removal' },
);
