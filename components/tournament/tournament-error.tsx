import { getTranslations } from 'next-intl/server';
import { apiMessage } from '@/lib/i18n/api-message';
import { isUpstreamError } from '@/lib/upstream/errors';
import { ErrorState } from '@/components/ui/error-state';

/** The error state of a tournament page when the member API fails (its message, translated when it is ours). */
export async function TournamentError({ error, messageKey }: { error: unknown; messageKey: string }) {
  if (!isUpstreamError(error)) throw error;
  const t = await getTranslations();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <ErrorState message={t(messageKey, { message: apiMessage(t, error.message) })} />
    </div>
  );
}
