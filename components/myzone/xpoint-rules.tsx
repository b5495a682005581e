import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import { XPOINT_RULES } from '@/lib/shared/domain/xpoint';

const rules = [
  ['hole', XPOINT_RULES.hole],
  ['birdie', XPOINT_RULES.birdie],
  ['eagle', XPOINT_RULES.eagle],
  ['holeInOne', XPOINT_RULES.holeInOne],
  ['tournamentPlayed', XPOINT_RULES.tournamentPlayed],
  ['podium', XPOINT_RULES.podium.join(' / ')],
  ['minigameEntry', XPOINT_RULES.minigameEntry],
  ['minigameWin', XPOINT_RULES.minigameWin],
  ['badge', XPOINT_RULES.badge],
] as const;

/** What earns X-Points (the one definition, lib/shared/domain/xpoint), what spends them and what location points are; open while the ledger is empty. */
export async function XPointRules({ open }: { open: boolean }) {
  const t = await getTranslations('records.xpoint');
  return (
    <details className="mb-6 rounded-xl border border-gray-200 bg-white p-4" open={open}>
      <summary className="cursor-pointer font-bold">{t('definitionTitle')}</summary>
      <div className="mt-3 space-y-3 text-sm text-gray-800">
        <p>{t('definition')}</p>
        <table className="w-full max-w-md text-left">
          <caption className="sr-only">{t('earnCaption')}</caption>
          <tbody className="divide-y divide-gray-100">
            {rules.map(([key, points]) => (
              <tr key={key}>
                <th scope="row" className="py-1 pr-4 font-normal">{t(`rules.${key}`)}</th>
                <td className="py-1 text-right font-semibold tabular-nums">{t('points', { points })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('spending')}</p>
        <p>{t('locationDefinition')}</p>
        <Link href="/membership/myaccount/favoritelocation" className="font-semibold text-brand-700 hover:underline">
          {t('changeFavourite')}
        </Link>
      </div>
    </details>
  );
}
