import { notFound } from 'next/navigation';
import { permanentRedirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * The Conditions tab is the tournament view itself (its default child page, spec §2); its name as a
 * child path, beside …/ranking, answers 308 to it rather than 404.
 */
export default async function TournamentConditionAlias({ params }: PageProps<'/[locale]/tournament/tournamentscheduleview/[id]/condition'>) {
  const { locale, id } = await readParams(params);
  const tournamentno = readId(id);
  if (tournamentno === null) notFound();
  permanentRedirect({ href: `/tournament/tournamentscheduleview/${tournamentno}`, locale });
}
