import { permanentRedirect } from '@/lib/i18n/paths';
import { readParams } from '@/lib/i18n/params';

/** /tournament opens its default screen, the schedule (spec §2), with 308 like every section root. */
export default async function TournamentIndex({ params }: PageProps<'/[locale]/tournament'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/tournament/tournamentschedule', locale });
}
