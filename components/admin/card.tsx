import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

/** The centred card of the pages before sign-in (sign-in, enrolment), with the language switch. */
export async function AdminCard({ title, locale, switchTo, children }: { title: string; locale: string; switchTo?: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'admin' });
  const other = locale === 'ko' ? 'en' : 'ko';
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700">{t('title')}</p>
      <div className="space-y-5 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
      {switchTo && (
        // A plain link: the enrolment page keeps its token out of any other address.
        <a href={`/admin/${other}/${switchTo}`} lang={other} className="mt-4 self-end text-sm text-brand-700 underline">
          {t('nav.language')}
        </a>
      )}
    </main>
  );
}
