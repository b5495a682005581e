import 'server-only';
import { callUpstream } from '@/lib/upstream/client';

/** The signed-in member's nickname and stored picture path. */
export async function getMyAvatar(token: string) {
  return callUpstream('avatarView', {}, { token });
}
