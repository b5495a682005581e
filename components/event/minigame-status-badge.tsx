const styles: Record<number, string> = {
  0: 'bg-sky-100 text-sky-900',
  1: 'bg-brand-700 text-white',
  2: 'bg-gray-200 text-gray-800',
  3: 'bg-red-100 text-red-900',
};

/** Spec §4 event status: 0 ready, 1 playing, 2 completed, 3 cancelled. */
export function MinigameStatusBadge({ status, label }: { status: number; label: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${styles[status] ?? styles[2]}`}>{label}</span>;
}
