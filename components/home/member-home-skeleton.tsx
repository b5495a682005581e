/** The panel's five cards while they load: the same space the cards take, so nothing jumps. */
export function MemberHomeSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="h-36 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
