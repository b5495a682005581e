import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import { enumLabelKey, TOURNAMENT_CLASS } from '@/lib/shared/domain/enums';
import { formatDate } from '@/lib/shared/format';
import { formatFee } from '@/lib/shared/money';
import type { TournamentSummary } from '@/lib/upstream/types';
import { ListPicture } from '@/components/ui/list-picture';
import { drawnPicturePath } from '@/lib/portal/pictures/paths';
import { TournamentStatusBadge } from './tournament-status-badge';
import { tournamentPath } from './tournament-path';

/** A tournament on the home page: its poster, status, class and type, name, venue and course, period, entrants and fee. */
export async function TournamentCard({ tournament, eager = false }: { tournament: TournamentSummary; eager?: boolean }) {
  const [t, e, common, locale] = await Promise.all([
    getTranslations('home'),
    getTranslations('enums'),
    getTranslations('common'),
    getLocale(),
  ]);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <ListPicture stored={null} drawn={drawnPicturePath('tournament', tournament.tournamentno)} width={640} height={360} sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <TournamentStatusBadge status={tournament.tourstatus} label={e(`tournamentStatus.${tournament.tourstatus}`)} />
          {tournament.tourclass === TOURNAMENT_CLASS.major && (
            <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-brand-900">{e(enumLabelKey('tournamentClass', TOURNAMENT_CLASS.major))}</span>
          )}
          <span className="text-xs text-gray-600">{e(`tournamentType.${tournament.tourtype}`)}</span>
        </div>
        <h3 className="mt-3 text-lg font-bold leading-snug">
          <Link href={tournamentPath(tournament)} className="hover:text-brand-700 hover:underline">
            {tournament.tournamentname}
          </Link>
        </h3>
        <p className="mt-3 text-sm text-gray-700">
          {tournament.shopname ?? t('networkWide')} · {tournament.coursename}
        </p>
        <p className="mt-1 text-sm text-gray-700">
          <time dateTime={tournament.startdate}>{formatDate(tournament.startdate, tournament.timezone)}</time>
          {' – '}
          <time dateTime={tournament.enddate}>{formatDate(tournament.enddate, tournament.timezone)}</time>
        </p>
        <div className="mt-auto flex items-center justify-between pt-4 text-sm">
          <span className="text-gray-700">{common('entrants', { count: tournament.entrycnt })}</span>
          <span className="font-semibold">
            {tournament.entryfee > 0 ? formatFee(tournament.entryfee, tournament.currency, locale) : common('free')}
          </span>
        </div>
      </div>
    </article>
  );
}
