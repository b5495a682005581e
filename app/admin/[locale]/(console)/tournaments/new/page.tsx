import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { refundPolicyStatement, type PolicyTranslator } from '@/lib/shared/domain/refund-policy';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { staffPage } from '@/lib/portal/staff/page';
import { formChoices, NETWORK_WIDE } from '@/lib/portal/staff/tournaments';
import { Forbidden } from '@/components/admin/forbidden';
import { TournamentForm } from '@/components/admin/tournament-form';
import { saveTournamentAction } from '../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/tournaments/new'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.tournaments' }))('new') };
}

/** A new tournament: saved as a draft, which shows nowhere until it is published. */
export default async function NewTournamentPage({ params }: PageProps<'/admin/[locale]/tournaments/new'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'tournaments.edit');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const choices = await formChoices(await getStaffDb(), page.staff, locale === 'ko' ? 'ko' : 'en');
  const t = await getTranslations({ locale, namespace: 'admin.tournaments' });
  const refundRule = refundPolicyStatement((await getTranslations({ locale, namespace: 'refundPolicy' })) as unknown as PolicyTranslator);
  if (!choices.network && choices.venues.length === 0) return <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('noVenues')}</p>;
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/tournaments`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <h1 className="text-2xl font-bold md:text-3xl">{t('new')}</h1>
      <TournamentForm
        locale={locale}
        venues={choices.venues}
        courses={choices.courses}
        network={choices.network}
        refundRule={refundRule}
        save={saveTournamentAction}
        initial={{
          name: '',
          nameKo: '',
          description: '',
          descriptionKo: '',
          prize: '',
          prizeKo: '',
          shopno: choices.network ? NETWORK_WIDE : choices.venues[0].shopno,
          courseno: choices.courses[0]?.courseno ?? 0,
          startsAt: '',
          endsAt: '',
          entryFee: 0,
          entryLimit: '',
          attemptsAllowed: 1,
          rankType: 0,
          tourType: 1,
          tourClass: 1,
        }}
      />
    </div>
  );
}
