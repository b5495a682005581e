import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader } from '@/components/event/event-header';
import { eventStatus, eventType } from '@/lib/shared/domain/enums';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';

const PATH = '/event/joinminigame';
const STEPS = ['1', '2', '3', '4'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/event/joinminigame'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'event' });
  return pageMetadata({ locale, path: PATH, title: t('tabs.join'), description: t('descriptions.join') });
}

/** Spec §2 JoinMiniGame: how to take part, what each event type asks for and how results are ranked. */
export default async function JoinMinigamePage({ params }: PageProps<'/[locale]/event/joinminigame'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, e] = await Promise.all([getTranslations('minigame.join'), getTranslations('enums')]);
  return (
    <>
      <EventHeader current="join" />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <section aria-labelledby="steps">
          <h2 id="steps" className="text-2xl font-bold">
            {t('stepsHeading')}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-2">
            {STEPS.map((step) => (
              <li key={step} className="rounded-xl border border-gray-200 p-5">
                <p className="text-sm font-bold text-brand-700">{t('stepLabel', { step })}</p>
                <h3 className="mt-1 text-lg font-bold">{t(`steps.${step}.title`)}</h3>
                <p className="mt-2 text-gray-700">{t(`steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="types">
          <h2 id="types" className="text-2xl font-bold">
            {t('typesHeading')}
          </h2>
          <p className="mt-2 text-gray-700">{t('typesIntro')}</p>
          <dl className="mt-6 divide-y divide-gray-100 rounded-xl border border-gray-200">
            {eventType.map((code) => (
              <div key={code} className="grid gap-1 px-5 py-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
                <dt className="font-semibold">{e(`eventType.${code}`)}</dt>
                <dd className="text-gray-700">{t(`types.${code}`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="statuses">
          <h2 id="statuses" className="text-2xl font-bold">
            {t('statusHeading')}
          </h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {eventStatus.map((code) => (
              <div key={code} className="rounded-xl bg-gray-50 p-4">
                <dt className="font-semibold">{e(`eventStatus.${code}`)}</dt>
                <dd className="mt-1 text-gray-700">{t(`statuses.${code}`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="rules">
          <h2 id="rules" className="text-2xl font-bold">
            {t('rulesHeading')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-gray-700">
            <li>{t('rules.distance')}</li>
            <li>{t('rules.nearest')}</li>
            <li>{t('rules.count')}</li>
            <li>{t('rules.tie')}</li>
            <li>{t('rules.winners')}</li>
          </ul>
        </section>

        <p className="flex flex-wrap gap-3">
          <Link href="/event/minigame" className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800">
            {t('ctaEvents')}
          </Link>
          <Link href="/findlocation/stores" className="rounded-full border border-gray-300 px-6 py-3 font-semibold hover:bg-gray-50">
            {t('ctaStores')}
          </Link>
        </p>
      </div>
    </>
  );
}
