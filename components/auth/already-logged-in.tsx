import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';

/** Spec §8 'You are already logged in': what /login and /signup show a member, with the ways on. */
export async function AlreadyLoggedIn({ nickname }: { nickname?: string }) {
  const t = await getTranslations('auth.already');
  return (
    <div role="status" data-testid="already-logged-in" className="mx-auto max-w-md space-y-6 px-4 py-14 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="text-gray-700">{nickname ? t('body', { nickname }) : t('bodyAnonymous')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/membership/mysummary" className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white">
          {t('myzone')}
        </Link>
        <Link href="/" className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-800">
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
