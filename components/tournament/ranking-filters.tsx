import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import { type SearchParams, withParams } from '@/lib/portal/search-params';
import { scoreType, type ScoreType } from '@/lib/shared/domain/enums';
import { RANK_TYPE_BASES, type RankBasis } from '@/lib/shared/domain/ranking';
import { rankingGenders } from '@/lib/upstream/operations/tournament';

const basisOf: Record<ScoreType, RankBasis> = { stroke: 'gross', net: 'net', peria: 'peria' };

const pill = (active: boolean) =>
  `rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${active ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-800 hover:bg-gray-200'}`;

/** A ranking's score-type tabs (the tournament's official ones marked) and gender filter, as links in the URL. */
export async function RankingFilters({
  path,
  query,
  rankType,
  scoretype,
  gender,
}: {
  path: string;
  query: SearchParams;
  rankType: number;
  scoretype: ScoreType;
  gender: (typeof rankingGenders)[number];
}) {
  const [t, e] = await Promise.all([getTranslations('tournament.ranking'), getTranslations('enums')]);
  const official = RANK_TYPE_BASES[rankType as 0 | 1 | 2] ?? [];
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <nav aria-label={t('scoreType')} className="flex flex-wrap gap-2">
        {scoreType.map((type) => (
          <Link
            key={type}
            href={`${path}${withParams(query, { scoretype: type, pageno: undefined })}`}
            aria-current={scoretype === type ? 'page' : undefined}
            className={pill(scoretype === type)}
          >
            {e(`scoreType.${type}`)}
            {official.includes(basisOf[type]) && <span className="ml-1.5 text-xs font-normal opacity-80">({t('official')})</span>}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('gender')} className="flex items-center gap-2">
        <span className="text-sm text-gray-700">{t('gender')}</span>
        {rankingGenders.map((code) => (
          <Link
            key={code || 'all'}
            href={`${path}${withParams(query, { gender: code || undefined, pageno: undefined })}`}
            aria-current={gender === code ? 'true' : undefined}
            className={pill(gender === code)}
          >
            {code ? e(`gender.${code}`) : t('genderAll')}
          </Link>
        ))}
      </nav>
    </div>
  );
}
