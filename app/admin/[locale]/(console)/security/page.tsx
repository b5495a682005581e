import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { staffPage } from '@/lib/portal/staff/page';
import { remainingRecoveryCodes } from '@/lib/portal/staff/recovery';
import { totpConfirmedAt } from '@/lib/portal/staff/totp';
import { SecurityPanel } from '@/components/admin/security-panel';
import { beginReauth, finishReauth } from '../../../actions';
import { beginTotp, confirmTotp, newRecoveryCodes, reauthWithCode } from '../../../factor-actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/security'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.security' }))('title') };
}

/** One's own second factors: the TOTP authenticator and the recovery codes (issue 24). */
export default async function SecurityPage({ params, searchParams }: PageProps<'/admin/[locale]/security'>) {
  const { locale } = await readParams(params);
  const recovered = (await searchParams).recovery === 'used';
  const page = await staffPage(locale, 'security.read');
  if ('forbidden' in page) return null; // every role may open it (the matrix): never reached
  const db = await getStaffDb();
  const [since, remaining] = await Promise.all([totpConfirmedAt(db, page.staff.staffId), remainingRecoveryCodes(db, page.staff.staffId)]);
  const t = await getTranslations({ locale, namespace: 'admin.security' });
  const format = await getFormatter({ locale });
  const signin = await getTranslations({ locale, namespace: 'admin.signin' });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      {recovered && (
        // After a sign-in with a recovery code (app/admin/factor-actions.ts): what is left, and what next.
        <div role="status" className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-4">
          <p className="font-semibold">{signin('recoveryUsed', { remaining })}</p>
          <p>{signin('recoveryNext')}</p>
        </div>
      )}
      <p className="max-w-3xl text-gray-700">{t('intro')}</p>
      <SecurityPanel
        locale={locale}
        totpSince={since ? format.dateTime(since, { dateStyle: 'medium', timeStyle: 'short' }) : null}
        remaining={remaining}
        actions={{ beginTotp, confirmTotp, newRecoveryCodes, reauthWithCode, beginReauth, finishReauth }}
      />
    </div>
  );
}
