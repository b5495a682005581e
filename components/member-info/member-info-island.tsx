import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { MemberInfoProvider } from './member-info-provider';

type Messages = Record<string, unknown>;

/** The parts of the messages a client island needs: whole namespaces or dotted sub-trees. */
export function pickMessages(messages: Messages, paths: string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = messages;
    for (const key of keys) source = (source as Messages | undefined)?.[key];
    if (source === undefined) continue;
    let target = picked;
    keys.slice(0, -1).forEach((key) => {
      target[key] ??= {};
      target = target[key] as Messages;
    });
    target[keys[keys.length - 1]] = source;
  }
  return picked;
}

/**
 * Wraps server-rendered content whose nicknames open the member-info popup (spec §1): only this
 * island receives the popup's and the term definitions' messages, and the `messages` paths its own
 * client components need (the ranking's rows and scorecards).
 */
export async function MemberInfoIsland({ children, messages: extra = [] }: { children: ReactNode; messages?: string[] }) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  return (
    <NextIntlClientProvider messages={pickMessages(messages as Messages, ['memberInfo', 'terms', 'enums.gender', 'enums.eventType', 'api', 'common.withdrawnMember', ...extra])}>
      <MemberInfoProvider locale={locale}>{children}</MemberInfoProvider>
    </NextIntlClientProvider>
  );
}
