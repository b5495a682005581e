import type { Locale } from '@/lib/shared/domain/locale';

/**
 * The message files, read without next-intl: the portal's request config (lib/portal/i18n/request) and
 * the member API's mails (lib/member-api/mail/texts) share this loader, so the member API translates its mails
 * without importing the portal's i18n.
 */
export type Messages = { [key: string]: string | Messages };

/** A group of messages, not a message: precompiled messages (next.config.mjs) can be arrays. */
function isNamespace(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges `primary` over `fallback`, so a key missing in one language shows the other (spec §1). */
export function withFallback(primary: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = merged[key];
    merged[key] =
      isNamespace(value) && isNamespace(base)
        ? withFallback(value, base)
        : value;
  }
  return merged;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const [en, ko] = await Promise.all([
    import('../../messages/en.json').then((m) => m.default as Messages),
    import('../../messages/ko.json').then((m) => m.default as Messages),
  ]);
  return locale === 'ko' ? withFallback(ko, en) : withFallback(en, ko);
}
