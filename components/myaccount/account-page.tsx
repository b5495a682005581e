import type { ReactNode } from 'react';

/** The frame of a MyZone account screen inside the MyZone layout: its title, a line of context, its content. */
export function AccountPage({ title, description, children, testId }: { title: string; description?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className="max-w-3xl">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {description && <p className="mt-2 text-gray-700">{description}</p>}
      <div className="mt-8 space-y-10">{children}</div>
    </div>
  );
}

/** One titled block of an account screen. */
export function AccountSection({ id, title, children, description }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 p-5 sm:p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-gray-700">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
