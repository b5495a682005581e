import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { getMinigameLive, getTournamentLive } from '@/lib/portal/data/live';
import { pickMessages } from '@/components/member-info/member-info-island';
import { LazyLiveRanking } from './lazy-live-ranking';

/**
 * The server half of a live ranking: reads the ranking's live state once (so the first paint already
 * shows the marker, and a finished one never polls) and gives the client island its messages. A
 * failure to read it leaves the ranking as it is, without the marker.
 */
export async function LiveRankingIsland({ kind, id, className }: { kind: 'tournament' | 'minigame'; id: number; className?: string }) {
  const initial = await (kind === 'tournament' ? getTournamentLive(id) : getMinigameLive(id)).catch(() => undefined);
  if (!initial?.live) return null;
  const messages = pickMessages((await getMessages()) as Record<string, unknown>, ['live']);
  return (
    <NextIntlClientProvider messages={messages}>
      <div className={className}>
        <LazyLiveRanking kind={kind} id={id} initial={initial} />
      </div>
    </NextIntlClientProvider>
  );
}
