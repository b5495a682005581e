import { getTranslations } from 'next-intl/server';
import { apiMessage } from '@/lib/i18n/api-message';
import { isMemberApiUnavailable, isUpstreamError } from '@/lib/upstream/errors';
import { ErrorState } from '@/components/ui/error-state';

/**
 * The error state of a tournament page when the member API refuses (its message, translated when it is
 * ours). An outage is thrown on: the page answers 503 rather than a 200 with this box (lib/data/load.ts).
 */
export async function TournamentError({ error, messageKey }: { error: unknown; messageKey: string }) {
  if (!isUpstreamError(error) || isMemberApiUnavailable(error)) throw error;
  const t = await getTranslations();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <ErrorState message={t(messageKey, { message: apiMessage(t, error.message) })} />
    </div>
  );
}
