import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/support/rich-text';
import { formatDateTime, formatNumber } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import type { MinigameDetail } from '@/lib/upstream/operations/event';
import { MinigameStatusBadge } from './minigame-status-badge';
import { StoredImage } from './stored-image';

/** What an event is: type, status, period, where it is played, the prize and how it is ranked. */
export async function MinigameFacts({ minigame }: { minigame: MinigameDetail }) {
  const [t, e] = await Promise.all([getTranslations('minigame'), getTranslations('enums')]);
  const place = [minigame.shopname ?? t('networkWide'), minigame.coursename, minigame.holeno ? t('hole', { hole: minigame.holeno }) : null].filter(Boolean).join(' · ');
  return (
    <section aria-label={t('factsLabel')} className="grid gap-6 rounded-xl border border-gray-200 p-5 md:grid-cols-[16rem_minmax(0,1fr)]">
      <StoredImage path={minigame.imagepath ?? `events/${minigame.eventno}/banner.svg`} alt="" className="aspect-video w-full rounded-lg object-cover" priority />
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <MinigameStatusBadge status={minigame.eventstatus} label={e(`eventStatus.${minigame.eventstatus}`)} />
          <span className="text-sm font-semibold text-gray-700">{e(`eventType.${minigame.eventtype}`)}</span>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-gray-600">{t('period')}</dt>
            <dd className="font-medium">
              <time dateTime={minigame.startdate}>{formatDateTime(minigame.startdate, timeZone)}</time> – <time dateTime={minigame.enddate}>{formatDateTime(minigame.enddate, timeZone)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('place')}</dt>
            <dd className="font-medium">{place}</dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('rankedBy')}</dt>
            <dd className="font-medium">{t(`rankRule.${minigame.valuekind === 'count' ? 'count' : minigame.valueorder === 'asc' ? 'nearest' : 'longest'}`)}</dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('entries')}</dt>
            <dd className="font-medium tabular-nums">{formatNumber(minigame.entrycnt)}</dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('prize')}</dt>
            <dd className="font-medium">{minigame.prize ?? '-'}</dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('winnerCount')}</dt>
            <dd className="font-medium tabular-nums">{formatNumber(minigame.winnercount)}</dd>
          </div>
        </dl>
        {/* Event descriptions are stored as rich text: rendered through the shared sanitiser only. */}
        {minigame.description && <RichText html={minigame.description} className="mt-2" />}
      </div>
    </section>
  );
}
