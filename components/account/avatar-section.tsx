import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { ErrorState } from '@/components/ui/error-state';
import { readSession } from '@/lib/portal/auth/session';
import { getMyAvatar } from '@/lib/portal/data/avatar';
import { storageUrl } from '@/lib/shared/storage';
import { AvatarUpload, type AvatarActions } from './avatar-upload';

/**
 * The profile-picture control of MyZone's profile page: the member's current picture (or mark) and
 * the upload, with the page's actions (components do not import app/). For a signed-in member only.
 */
export async function AvatarSection({ actions, unavailable }: { actions: AvatarActions; unavailable: string }) {
  const [session, messages] = await Promise.all([readSession(), getMessages()]);
  const current = session?.token ? await getMyAvatar(session.token).catch(() => undefined) : undefined;
  if (!current) return <ErrorState message={unavailable} />;
  return (
    <NextIntlClientProvider messages={{ avatar: messages.avatar, api: messages.api }}>
      <AvatarUpload nickname={current.nickname} src={storageUrl(current.avatarpath)} actions={actions} />
    </NextIntlClientProvider>
  );
}
