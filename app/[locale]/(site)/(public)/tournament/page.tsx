import { permanentRedirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';

/** /tournament opens its default screen, the schedule (spec §2), with 308 like every section root. */
export default async function TournamentIndex({ params }: PageProps<'/[locale]/tournament'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/tournament/tournamentschedule', locale });
}
