import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';

const tone: Record<string, string> = {
  [TOURNAMENT_STATUS.ready]: 'bg-sky-100 text-sky-800',
  [TOURNAMENT_STATUS.playing]: 'bg-emerald-100 text-emerald-800',
  [TOURNAMENT_STATUS.completed]: 'bg-gray-200 text-gray-800',
  [TOURNAMENT_STATUS.cancelled]: 'bg-rose-100 text-rose-800',
};

/** Tournament status (spec §4, lib/shared/domain/enums), label already translated. */
export function TournamentStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${tone[status] ?? tone[TOURNAMENT_STATUS.completed]}`}>
      {status === TOURNAMENT_STATUS.playing && <span aria-hidden="true" className="mr-1.5 h-1.5 w-1.5 animate-pulse rounded-full bg-emerald-600 motion-reduce:animate-none" />}
      {label}
    </span>
  );
}
