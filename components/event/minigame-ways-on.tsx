import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';

/**
 * Where to go from a mini-game's ranking or winners: back to the list the page belongs to, and to the
 * other of the two (the winners only once the game is completed).
 */
export async function MinigameWaysOn({ from, eventno, completed }: { from: 'ranking' | 'winners'; eventno: number; completed: boolean }) {
  const t = await getTranslations('minigame');
  if (from === 'winners') {
    return (
      <p className="mt-8 flex flex-wrap gap-3">
        <Link href="/event/winaminigame" className="rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
          {t('backToWinners')}
        </Link>
        <Link href={`/event/minigameranking/${eventno}`} className="rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
          {t('viewRanking')}
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-8 flex flex-wrap gap-3">
      <Link href="/event/minigame" className="rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
        {t('backToList')}
      </Link>
      {completed && (
        <Link href={`/event/winaminigamelist/${eventno}`} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {t('viewWinners')}
        </Link>
      )}
    </p>
  );
}
