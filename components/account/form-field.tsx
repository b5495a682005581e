import type { ReactNode } from 'react';

/** A labelled control with its helper text, its error and, when given, a positive status (e.g. "available"). */
export function FormField({
  id,
  label,
  help,
  error,
  status,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  status?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="text-xs text-gray-600">
          {help}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" data-error-for={id} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : status ? (
        <p id={`${id}-status`} role="status" data-status-for={id} className="text-sm font-medium text-green-700">
          {status}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base focus:border-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 aria-[invalid=true]:border-red-600';

export const buttonClass =
  'w-full rounded-full bg-brand-700 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/** aria-describedby for a control: its help and its error or status. */
export function describedBy(id: string, parts: { help?: boolean; error?: boolean; status?: boolean }): string | undefined {
  const ids = [parts.help && `${id}-help`, parts.error && `${id}-error`, !parts.error && parts.status && `${id}-status`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The localized address of a portal path for a full page load (the header must re-read the session). */
export function localizedHref(locale: string, path: string): string {
  if (locale !== 'ko') return path;
  return path === '/' ? '/ko' : `/ko${path}`;
}

/** POSTs JSON to an account action and returns its answer (our route answers JSON even on failure). */
export async function postAccount<T = Record<string, unknown>>(
  action: string,
  body: Record<string, unknown>,
): Promise<({ ok: true } & T) | { ok: false; code: number; message: string; errors: Record<string, string> }> {
  try {
    const response = await fetch(`/api/account/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return await response.json();
  } catch {
    return { ok: false, code: 400, message: '', errors: {} };
  }
}
