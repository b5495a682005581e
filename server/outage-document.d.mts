export type OutageMessages = Record<string, { title: string; body: string; retry: string; home: string; site: string }>;
export const OUTAGE_DOCUMENT_CSP: string;
export function loadOutageMessages(messagesDir: string): OutageMessages;
export function localeOfPath(url: string | undefined, locales: string[]): string;
export function outageDocument(url: string | undefined, messages: OutageMessages): string;
