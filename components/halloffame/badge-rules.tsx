import { getTranslations } from 'next-intl/server';
import { ACCURACY_GIR, LONG_DRIVE_METRES, ROOKIE_TOURNAMENTS, SHOOTER_LONG_PUTTS, SHOOTER_PUTT_METRES } from '@/lib/shared/domain/badges';
import { badgeKind } from '@/lib/shared/domain/enums';

/** The figures each badge's rule names, from the constants the badges are awarded with. */
const badgeValues = {
  longDrive: { metres: LONG_DRIVE_METRES },
  accuracy: { gir: ACCURACY_GIR },
  tourRookie: { count: ROOKIE_TOURNAMENTS },
  shooter: { count: SHOOTER_LONG_PUTTS, metres: SHOOTER_PUTT_METRES },
  glory: {},
} as const;

/** What earns each badge. */
export async function BadgeRules() {
  const [t, e] = await Promise.all([getTranslations('halloffame.pointinfo'), getTranslations('enums')]);
  return (
    <section aria-labelledby="badges">
      <h2 id="badges" className="text-2xl font-bold">
        {t('badgesTitle')}
      </h2>
      <p className="mt-2 text-gray-800">{t('badgesBody')}</p>
      <dl className="mt-4 space-y-3">
        {badgeKind.map((badge) => (
          <div key={badge} className="rounded-xl border border-gray-200 p-4">
            <dt className="font-bold text-brand-800">{e(`badge.${badge}`)}</dt>
            <dd className="mt-1 text-sm text-gray-800">{t(`badges.${badge}`, badgeValues[badge])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
