import type { ReactNode } from 'react';
import { Link } from '@/lib/portal/i18n/link';

/** The top of a MyZone page: an optional way back, the title, a line of context and any actions. */
export function MyzoneHeading({ title, description, back, children }: { title: string; description?: ReactNode; back?: { href: string; label: string }; children?: ReactNode }) {
  return (
    <header className="mb-6">
      {back && (
        <Link href={back.href} className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      )}
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{title}</h1>
      {description && <p className="mt-1 max-w-3xl text-gray-700">{description}</p>}
      {children}
    </header>
  );
}

/** A figure with its label, the dashboard's and the detail pages' tiles. */
export function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint && <dd className="mt-1 text-xs text-gray-600">{hint}</dd>}
    </div>
  );
}

/** Strokes against par, golf style: E, +3, −2. */
export function toParLabel(diff: number): string {
  return diff === 0 ? 'E' : diff > 0 ? `+${diff}` : `−${Math.abs(diff)}`;
}
