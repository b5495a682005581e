import { getTranslations } from 'next-intl/server';
import { apiMessage } from '@/lib/portal/i18n/api-message';
import { ErrorState } from '@/components/ui/error-state';

/**
 * The error state of a tournament page when the member API refuses: `refusal` is its message key, from
 * loadShown (lib/portal/data/load.ts), which has already thrown an outage on (the page answers 503 rather than
 * a 200 with this box).
 */
export async function TournamentError({ refusal, messageKey }: { refusal: string; messageKey: string }) {
  const t = await getTranslations();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <ErrorState message={t(messageKey, { message: apiMessage(t, refusal) })} />
    </div>
  );
}
