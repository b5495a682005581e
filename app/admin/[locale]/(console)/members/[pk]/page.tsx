import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { authorize } from '@/lib/portal/staff/matrix';
import { memberRecord } from '@/lib/portal/staff/members';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { BlockForm } from '@/components/admin/block-form';
import { ExportButton } from '@/components/admin/export-button';
import { WithdrawForm } from '@/components/admin/withdraw-form';
import { beginReauth, finishReauth, setMemberBlock } from '../../../../actions';
import { withdrawMemberAtRequest } from '../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/members/[pk]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.members' }))('record') };
}

/** A member's record as staff see it: never a password or a hash. Block, withdraw at request and export for who may. */
export default async function MemberPage({ params }: PageProps<'/admin/[locale]/members/[pk]'>) {
  const { locale, pk } = await readParams(params);
  const page = await staffPage(locale, 'members.view');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const playerPk = /^\d{1,9}$/.test(pk) ? Number(pk) : NaN;
  const member = Number.isFinite(playerPk) ? await memberRecord(await getStaffDb(), playerPk) : undefined;
  if (!member) notFound();
  const { staff } = page;
  const t = await getTranslations({ locale, namespace: 'admin.members' });
  const format = await getFormatter({ locale });
  const date = (value: Date | null) => (value ? format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short' }) : t('none'));
  const rows: [string, string][] = [
    [t('number'), String(member.playerPk)],
    [t('loginId'), member.playerId ?? t('none')],
    [t('nickname'), member.nickname],
    [t('name'), `${member.firstname} ${member.lastname}`],
    [t('email'), member.email],
    [t('status'), t(`statuses.${member.status}` as never)],
    [t('venue'), member.storeName ?? t('none')],
    [t('timezone'), member.timezone],
    [t('verified'), date(member.emailVerifiedAt)],
    [t('newsletter'), member.emailagree ? t('yes') : t('no')],
    [t('handicap'), member.xhandicap === null ? t('none') : format.number(member.xhandicap, { maximumFractionDigits: 1 })],
    [t('providers'), member.providers.map((p) => p.provider).join(', ') || t('none')],
    [t('sessions'), String(member.openSessions)],
    [t('joined'), date(member.createdAt)],
    ...(member.withdrawnAt ? ([[t('withdrawn'), date(member.withdrawnAt)]] as [string, string][]) : []),
  ];
  const canBlock = authorize('members.block', staff.role, staff.venues) === 'allowed' && (member.status === 'active' || member.status === 'blocked');
  const canWithdraw = authorize('members.withdraw', staff.role, staff.venues) === 'allowed' && member.status === 'active';
  const canExport = authorize('members.export', staff.role, staff.venues) === 'allowed';
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/members`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <h1 className="text-2xl font-bold md:text-3xl">
        {t('record')}: {member.nickname}
      </h1>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-gray-200 bg-white p-5 md:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-gray-700">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {canBlock && (
        <BlockForm
          playerPk={member.playerPk}
          blocked={member.status === 'blocked'}
          locale={locale}
          actions={{ setMemberBlock, beginReauth, finishReauth }}
        />
      )}
      {canWithdraw && <WithdrawForm playerPk={member.playerPk} actions={{ withdrawMemberAtRequest, beginReauth, finishReauth }} />}
      {canExport && (
        <section className="space-y-2 rounded-lg border border-gray-200 bg-white p-5">
          <p className="text-gray-700">{t('exportHint')}</p>
          <ExportButton href={`/admin/${locale}/members/${member.playerPk}/export`} label={t('export')} actions={{ beginReauth, finishReauth }} />
        </section>
      )}
    </div>
  );
}
