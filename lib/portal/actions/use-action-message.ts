'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiMessage } from '@/lib/portal/i18n/api-message';
import type { ActionFailure, ActionResult } from './action-result';

/**
 * The browser's half of ActionResult: translates a message key (`api.*`, `validation.*`, a
 * feature's `*.error.*`) with next-intl, or shows a remote member API's own wording as it is. Forms
 * decide by `code` and by keys, never by comparing translated texts.
 */
export function useActionMessage() {
  const t = useTranslations();
  return useCallback((key: string | undefined | null) => (key ? apiMessage(t as unknown as Parameters<typeof apiMessage>[0], key) : undefined), [t]);
}

/**
 * Calls a server action and always comes back with an ActionResult: a post that never got an
 * answer (offline, server gone) reads as a failure with 'api.network' instead of throwing.
 */
export async function runAction<I, T>(action: (input: I) => Promise<ActionResult<T>>, input: I): Promise<ActionResult<T>> {
  try {
    return await action(input);
  } catch {
    return { ok: false, code: 0, message: 'api.network', fieldErrors: {} };
  }
}

/**
 * Puts a failure's field errors on a react-hook-form form as message keys (rendered through
 * useActionMessage), only for fields the form has; answers how many it placed.
 */
export function applyFieldErrors<F extends FieldValues>(
  failure: ActionFailure,
  setError: UseFormSetError<F>,
  fields: readonly Path<F>[],
  options: { shouldFocus?: boolean } = {},
): number {
  let placed = 0;
  for (const [field, key] of Object.entries(failure.fieldErrors)) {
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as Path<F>, { type: 'server', message: key }, { shouldFocus: Boolean(options.shouldFocus) && placed === 0 });
    placed++;
  }
  return placed;
}
