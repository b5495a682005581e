import 'server-only';
// use-intl/core has no React import: next-intl's root entry pulls in its client provider, which
// breaks scripts run with --conditions=react-server (npm run bench loads every handler). It is the
// ICU formatter only, so the member API stays free of the portal's i18n (lint: eslint.config.mjs).
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/shared/domain/locale';
import { loadMessages } from '@/lib/shared/messages';

/** A translator of the `mail` messages namespace, the one place every mail's texts live. */
export type MailTranslator = (key: string, values?: Record<string, string>) => string;

/** The mail texts in one language (falling back to the other for a missing key, like the pages). */
export async function mailTexts(locale: Locale): Promise<MailTranslator> {
  // Typed loosely: callers build keys from a mail kind, which the generated message types cannot follow.
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'mail' }) as unknown as MailTranslator;
}

/** The refund policy's sentences (lib/shared/domain/refund-policy) in one language, for the receipts. */
export async function refundPolicyTexts(locale: Locale): Promise<(key: string, values: Record<string, string | number>) => string> {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'refundPolicy' }) as unknown as (key: string, values: Record<string, string | number>) => string;
}
