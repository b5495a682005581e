const tone: Record<string, string> = {
  '1': 'bg-sky-100 text-sky-800',
  '2': 'bg-emerald-100 text-emerald-800',
  '3': 'bg-gray-200 text-gray-800',
  '4': 'bg-rose-100 text-rose-800',
};

/** Tournament status (spec §4: '1' ready, '2' playing, '3' completed, '4' cancelled), label already translated. */
export function TournamentStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${tone[status] ?? tone['3']}`}>
      {status === '2' && <span aria-hidden="true" className="mr-1.5 h-1.5 w-1.5 animate-pulse rounded-full bg-emerald-600" />}
      {label}
    </span>
  );
}
