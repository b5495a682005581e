import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import { formatNumber } from '@/lib/shared/format';
import type { HomeSummary } from '@/lib/upstream/types';

/** The home page's opening: what the network is, where to go first, and its figures when they are known. */
export async function HomeHero({ stats }: { stats?: HomeSummary['stats'] }) {
  const t = await getTranslations('home');
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-12 md:pb-24 md:pt-20">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight md:text-6xl">{t('heroTitle')}</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/85">{t('heroBody')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/tournament/tournamentschedule" className="rounded-full bg-accent-400 px-6 py-3 font-bold text-brand-900 hover:bg-accent-500">
            {t('ctaSchedule')}
          </Link>
          <Link href="/findlocation/stores" className="rounded-full border border-white/60 px-6 py-3 font-semibold hover:bg-white/10">
            {t('ctaFind')}
          </Link>
        </div>
        {stats && (
          <dl aria-label={t('stats.label')} className="mt-12 grid max-w-3xl grid-cols-2 gap-6 md:grid-cols-4">
            {(['players', 'stores', 'countries', 'rounds'] as const).map((key) => (
              <div key={key}>
                <dt className="text-sm text-white/70">{t(`stats.${key}`)}</dt>
                <dd className="text-3xl font-extrabold tabular-nums">{formatNumber(stats[key])}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
