import { getTranslations } from 'next-intl/server';
import { AccountSection } from '@/components/myaccount/account-page';
import type { MyProfile } from '@/lib/upstream/operations/myaccount';

/** What the member cannot change here: their ID and the social accounts linked to it. */
export async function ProfileIdentity({ profile }: { profile: MyProfile }) {
  const t = await getTranslations();
  return (
    <AccountSection id="profile-id" title={t('myaccount.profile.idTitle')}>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-gray-600">{t('signup.fields.player_id')}</dt>
        <dd data-testid="profile-player-id">{profile.player_id ?? t('myaccount.profile.noId')}</dd>
        {profile.social.length > 0 && (
          <>
            <dt className="font-semibold text-gray-600">{t('myaccount.profile.social')}</dt>
            <dd>{profile.social.map((provider) => t(`login.${provider}` as 'login.google')).join(', ')}</dd>
          </>
        )}
      </dl>
    </AccountSection>
  );
}
