'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** Translates an action's message key (admin.* or api.*), falling back to the console's generic error. */
export function useAdminMessage() {
  const t = useTranslations();
  return useCallback((key: string | undefined) => (key && t.has(key as never) ? t(key as never) : t('admin.errors.internal')), [t]);
}
