import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AvatarSection } from '@/components/account/avatar-section';
import { verifySession } from '@/lib/portal/auth/session';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { redirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';
import { removeAvatar, uploadAvatar } from './actions';

const PATH = '/membership/myaccount/myprofile/picture';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myaccount/myprofile/picture'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'avatar' });
  return { ...pageMetadata({ locale, path: PATH, title: t('title'), description: t('hint') }), robots: { index: false } };
}

/** The member's profile picture (issue 13): upload, see, remove. The MyZone layout guards it; so does the session check here. */
export default async function ProfilePicturePage({ params }: PageProps<'/[locale]/membership/myaccount/myprofile/picture'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  // Only a refused session (401/403) is logged out; an outage goes through to the 503 page (membership/layout.tsx).
  const session = await verifySession();
  if (!session) redirect({ href: `/login?returnUrl=${encodeURIComponent(PATH)}`, locale });
  const t = await getTranslations('avatar');
  return (
    <div>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <div className="mt-6 max-w-3xl">
        <AvatarSection actions={{ upload: uploadAvatar, remove: removeAvatar }} unavailable={t('error.unavailable')} />
      </div>
    </div>
  );
}
