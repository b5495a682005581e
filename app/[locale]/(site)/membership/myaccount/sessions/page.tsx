import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/components/myaccount/account-page';
import { EndSessionButton } from '@/components/myaccount/end-session-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getMySessions } from '@/lib/portal/data/myaccount';
import { describeUserAgent, isLocalAddress, maskAddress } from '@/lib/shared/domain/user-agent';
import { ago, formatDateTime } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import { accountSession, memberRead } from '@/lib/portal/myaccount/page-session';
import { endSession } from '../actions';

const PATH = '/membership/myaccount/sessions';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myaccount/sessions'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'myaccount.sessions' });
  return { ...pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') }), robots: { index: false } };
}

/**
 * The member's sessions (issue 9; the spec names no route, so it sits with the account screens):
 * device, place and last seen, this one marked, each other one with "end this session".
 */
export default async function SessionsPage({ params }: PageProps<'/[locale]/membership/myaccount/sessions'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const session = await accountSession(locale, PATH);
  const [t, messages] = await Promise.all([getTranslations(), getMessages()]);
  const sessions = await memberRead(locale, PATH, () => getMySessions(session.token));
  const zone = session.timezone?.name ?? 'UTC';
  const now = new Date();
  const when = (iso: string) => {
    const a = ago(iso, now, zone);
    return a.unit === 'date' ? a.date : a.unit === 'justNow' ? t('common.ago.justNow') : t(`common.ago.${a.unit}` as 'common.ago.minutes', { count: a.count });
  };

  return (
    <AccountPage title={t('myaccount.sessions.title')} description={t('myaccount.sessions.description')} testId="sessions">
      {!sessions ? (
        <ErrorState message={t('myaccount.unavailable')} />
      ) : sessions.length === 0 ? (
        <EmptyState title={t('myaccount.sessions.empty')} />
      ) : (
        <NextIntlClientProvider messages={{ myaccount: messages.myaccount, api: messages.api, validation: messages.validation }}>
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200" data-list="sessions">
            {sessions.map((item) => {
              const device = describeUserAgent(item.useragent);
              const deviceLine = device.browser && device.system ? t('myaccount.sessions.device', { browser: device.browser, system: device.system }) : (device.browser ?? device.system ?? t('myaccount.sessions.unknownDevice'));
              const place = maskAddress(item.ip);
              return (
                <li key={item.sessionno} data-session={item.sessionno} data-current={item.current ? 'true' : undefined} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {deviceLine}
                      {item.current && <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('myaccount.sessions.current')}</span>}
                    </p>
                    <p className="text-sm text-gray-700">
                      {place ? (isLocalAddress(item.ip) ? t('myaccount.sessions.placeLocal', { address: place }) : t('myaccount.sessions.place', { address: place })) : t('myaccount.sessions.placeUnknown')}
                    </p>
                    <p className="text-sm text-gray-600">
                      {t('myaccount.sessions.lastSeen')}: <time dateTime={item.lastseen} title={formatDateTime(item.lastseen, zone)}>{when(item.lastseen)}</time>
                      {' · '}
                      {t('myaccount.sessions.started')}: <time dateTime={item.created}>{formatDateTime(item.created, zone)}</time>
                    </p>
                  </div>
                  {!item.current && <EndSessionButton sessionno={item.sessionno} label={deviceLine} action={endSession} />}
                </li>
              );
            })}
          </ul>
        </NextIntlClientProvider>
      )}
    </AccountPage>
  );
}
