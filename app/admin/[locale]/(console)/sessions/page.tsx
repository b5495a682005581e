import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { staffPage } from '@/lib/portal/staff/page';
import { listStaffSessions } from '@/lib/portal/staff/sessions';
import { describeUserAgent } from '@/lib/shared/domain/user-agent';
import { StaffSessionList, type StaffSessionRow } from '@/components/admin/staff-session-list';
import { endOtherStaffSessionsAction, endStaffSession } from './actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/sessions'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.sessions' }))('title') };
}

/**
 * The signed-in staff member's own open sessions (security requirement 14, ASVS 7.4.5): the device
 * from the browser's user agent, the address and times of each, this one marked; any other one ended,
 * or all others at once (./actions.ts).
 */
export default async function SessionsPage({ params }: PageProps<'/admin/[locale]/sessions'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'sessions.list');
  if ('forbidden' in page) return null; // every role may open it (the matrix): never reached
  const { staff } = page;
  const sessions = await listStaffSessions(await getStaffDb(), staff.staffId);
  const t = await getTranslations({ locale, namespace: 'admin.sessions' });
  const format = await getFormatter({ locale });
  const when = (at: Date) => format.dateTime(at, { dateStyle: 'medium', timeStyle: 'short' });
  const rows: StaffSessionRow[] = sessions.map((session) => {
    const { browser, system } = describeUserAgent(session.userAgent);
    return {
      id: session.id,
      device: browser && system ? t('device', { browser, system }) : (browser ?? system ?? t('unknownDevice')),
      address: session.ip ?? t('addressUnknown'),
      started: when(session.createdAt),
      startedAt: session.createdAt.toISOString(),
      lastActive: when(session.lastSeenAt),
      lastActiveAt: session.lastSeenAt.toISOString(),
      current: session.id === staff.sessionId,
    };
  });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="max-w-3xl text-gray-700">{t('intro')}</p>
      <StaffSessionList rows={rows} actions={{ endOne: endStaffSession, endOthers: endOtherStaffSessionsAction }} />
    </div>
  );
}
