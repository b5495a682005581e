import { getTranslations } from 'next-intl/server';
import { getTournamentRanking } from '@/lib/portal/data/tournament';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { Link } from '@/lib/portal/i18n/link';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readQuery } from '@/lib/portal/search-params';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';
import { Podium } from './podium';

/**
 * What a completed tournament's page opens on (issue 26 item 13): its podium on the official score
 * type, the champion named, and the way to the full ranking, above the conditions it was played under.
 * The read is the ranking page's first page, so both share one cached answer.
 */
export async function TournamentResult({ tournament, locale }: { tournament: TournamentCondition; locale: Locale }) {
  const [t, e] = await Promise.all([getTranslations('tournamentResult'), getTranslations('enums')]);
  const input = readQuery('tournamentRanking', {}, { tournamentno: tournament.tournamentno, lang: locale }, PAGE_SIZES);
  const ranking = await getTournamentRanking(input).catch(() => null);
  const champion = ranking?.tournamentranklist.find((row) => row.rank === 1 && row.nickname);
  return (
    <section aria-labelledby="tournament-result" className="mx-auto max-w-7xl px-4 pt-8" data-testid="tournament-result">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="tournament-result" className="text-2xl font-bold">
          {t('title')}
        </h2>
        <Link href={`/tournament/tournamentscheduleview/${tournament.tournamentno}/ranking`} className="font-semibold text-brand-700 hover:underline">
          {t('fullRanking')}
        </Link>
      </div>
      {champion && <p className="mt-2 text-lg">{t('champion', { name: champion.nickname })}</p>}
      {ranking && ranking.tournamentranklist.length ? (
        <div className="mt-4">
          <Podium rows={ranking.tournamentranklist} scoretype={ranking.scoretype} title={e(`scoreType.${ranking.scoretype}`)} />
        </div>
      ) : (
        <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{ranking ? t('empty') : t('unavailable')}</p>
      )}
    </section>
  );
}
