import { getTranslations } from 'next-intl/server';

/** What a console page shows a role that may not open it (the matrix's 403). */
export async function Forbidden({ locale, role }: { locale: string; role: string }) {
  const t = await getTranslations({ locale, namespace: 'admin' });
  return (
    <section aria-labelledby="forbidden-title" className="rounded-lg border border-amber-300 bg-amber-50 p-6">
      <h1 id="forbidden-title" className="text-xl font-bold">
        {t('forbidden.title')}
      </h1>
      <p className="mt-2">{t('forbidden.body', { role: t(`roles.${role}` as never) })}</p>
    </section>
  );
}
