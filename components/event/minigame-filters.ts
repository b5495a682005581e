import type { getTranslations } from 'next-intl/server';
import { eventStatus, eventType } from '@/lib/shared/domain/enums';

type Translator = Awaited<ReturnType<typeof getTranslations<'minigame'>>>;
type EnumTranslator = Awaited<ReturnType<typeof getTranslations<'enums'>>>;

/** The mini-game lists' status filter (a select of the search form): every status, or all. */
export function eventStatusSelect(t: Translator, e: EnumTranslator, status: number | undefined) {
  return {
    name: 'eventstatus',
    label: t('statusFilter'),
    value: status === undefined ? '' : String(status),
    options: [{ value: '', label: t('all') }, ...eventStatus.map((code) => ({ value: String(code), label: e(`eventStatus.${code}`) }))],
  };
}

/** The mini-game lists' type filter (a select of the search form): every event type, or all. */
export function eventTypeSelect(t: Translator, e: EnumTranslator, type: number | undefined) {
  return {
    name: 'eventtype',
    label: t('typeFilter'),
    value: type === undefined ? '' : String(type),
    options: [{ value: '', label: t('all') }, ...eventType.map((code) => ({ value: String(code), label: e(`eventType.${code}`) }))],
  };
}
