import { getTranslations } from 'next-intl/server';
import { HOLE_VIEW } from '@/components/course/hole-geometry';
import { MinigameStatusBadge } from '@/components/event/minigame-status-badge';
import { ListPicture } from '@/components/ui/list-picture';
import { Link } from '@/lib/portal/i18n/link';
import { timeZone } from '@/lib/portal/i18n/zone';
import { drawnPicturePath } from '@/lib/portal/pictures/paths';
import { EVENT_STATUS } from '@/lib/shared/domain/enums';
import { formatDate, formatNumber } from '@/lib/shared/format';
import type { MinigameSummary } from '@/lib/upstream/operations/event';

/** A mini-game in the list: its hole, status, type, place, period, prize and entries, with its ranking and winners. */
export async function MinigameCard({ event, eager }: { event: MinigameSummary; eager: boolean }) {
  const [t, e] = await Promise.all([getTranslations('minigame'), getTranslations('enums')]);
  return (
    <article className="flex h-full gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      {/*
        The hole the event is about, drawn from its course (lib/portal/pictures/minigame-hole, issue 26
        item 14): on a card it tells which challenge this is; the event's banner is on its page.
      */}
      <div className="w-16 shrink-0 self-start sm:w-24">
        <ListPicture
          stored={null}
          drawn={drawnPicturePath('minigame', event.eventno)}
          width={HOLE_VIEW.width}
          height={HOLE_VIEW.height}
          sizes="96px"
          eager={eager}
          className="rounded-lg"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2">
        <MinigameStatusBadge status={event.eventstatus} label={e(`eventStatus.${event.eventstatus}`)} />
        <span className="text-xs font-semibold text-gray-700">{e(`eventType.${event.eventtype}`)}</span>
      </div>
      <h2 className="mt-3 text-lg font-bold leading-snug">
        <Link href={`/event/minigameranking/${event.eventno}`} className="hover:text-brand-700 hover:underline">
          {event.eventname}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        {[event.shopname ?? t('networkWide'), event.coursename, event.holeno ? t('hole', { hole: event.holeno }) : null].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-1 text-sm text-gray-700">
        <time dateTime={event.startdate}>{formatDate(event.startdate, timeZone)}</time> – <time dateTime={event.enddate}>{formatDate(event.enddate, timeZone)}</time>
      </p>
      {event.prize && <p className="mt-1 text-sm text-gray-700">{t('prizeLine', { prize: event.prize })}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4 text-sm">
        <span className="text-gray-700">{t('entriesCount', { count: event.entrycnt, formatted: formatNumber(event.entrycnt) })}</span>
        <span className="flex gap-3">
          <Link href={`/event/minigameranking/${event.eventno}`} className="font-semibold text-brand-700 hover:underline">
            {t('viewRanking')}
          </Link>
          {event.eventstatus === EVENT_STATUS.completed && (
            <Link href={`/event/winaminigamelist/${event.eventno}`} className="font-semibold text-brand-700 hover:underline">
              {t('viewWinners')}
            </Link>
          )}
        </span>
      </div>
      </div>
    </article>
  );
}
