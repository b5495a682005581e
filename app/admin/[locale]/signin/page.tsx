import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { readParams } from '@/lib/portal/i18n/params';
import { currentStaff } from '@/lib/portal/staff/guard';
import { SignInForm } from '@/components/admin/signin-form';
import { AdminCard } from '@/components/admin/card';
import { CodeSignInForm } from '@/components/admin/code-signin-form';
import { beginSignIn, finishSignIn } from '../../actions';
import { codeSignInProof, signInWithCodeAction } from '../../factor-actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/signin'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.signin' }))('title') };
}

export default async function SignInPage({ params }: PageProps<'/admin/[locale]/signin'>) {
  const { locale } = await readParams(params);
  if (await currentStaff()) redirect(`/admin/${locale}`);
  const t = await getTranslations({ locale, namespace: 'admin.signin' });
  return (
    <AdminCard title={t('title')} locale={locale} switchTo="signin">
      <p className="text-gray-700">{t('intro')}</p>
      <SignInForm begin={beginSignIn} finish={finishSignIn} home={`/admin/${locale}`} />
      <CodeSignInForm action={signInWithCodeAction} proof={codeSignInProof} home={`/admin/${locale}`} locale={locale} />
      <p className="text-sm text-gray-600">{t('noAccount')}</p>
    </AdminCard>
  );
}
