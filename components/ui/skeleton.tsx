/**
 * Placeholders shown by a section's loading.tsx while its page renders: the shape of what is coming
 * (a page band, a toolbar and rows or cards), so the layout does not jump when it arrives.
 * Hidden from assistive technology; the surrounding region says "loading" once.
 */
function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none ${className}`} />;
}

export function PageSkeleton({ label, variant = 'rows' }: { label: string; variant?: 'rows' | 'cards' }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <div aria-hidden="true">
        <div className="border-b border-gray-200 bg-brand-50">
          <div className="mx-auto max-w-7xl px-4 pb-8 pt-10">
            <Bar className="h-9 w-64 max-w-full" />
            <Bar className="mt-4 h-4 w-96 max-w-full" />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 py-8">
          <Bar className="mb-6 h-10 w-full max-w-md" />
          {variant === 'cards' ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className="rounded-xl border border-gray-200 p-4">
                  <Bar className="aspect-video w-full" />
                  <Bar className="mt-4 h-4 w-3/4" />
                  <Bar className="mt-2 h-4 w-1/2" />
                </div>
              ))}
            </div>
          ) : (
            <div className="space-y-3">
              {Array.from({ length: 8 }, (_, index) => (
                <Bar key={index} className="h-12 w-full" />
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
