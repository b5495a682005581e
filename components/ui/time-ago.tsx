import { getTranslations } from 'next-intl/server';
import { ago, formatDateTime } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';

/** A moment as the spec's "ago" filter writes it (§9), with the full date and time on hover. */
export async function TimeAgo({ value, now = new Date() }: { value: string | Date; now?: Date }) {
  const t = await getTranslations('common.ago');
  const moment = ago(value, now, timeZone);
  const text = moment.unit === 'date' ? moment.date : moment.unit === 'justNow' ? t('justNow') : t(moment.unit, { count: moment.count });
  const iso = new Date(value).toISOString();
  return (
    <time dateTime={iso} title={formatDateTime(iso, timeZone)}>
      {text}
    </time>
  );
}
