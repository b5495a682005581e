import { permanentRedirect } from '@/lib/i18n/paths';
import { readParams } from '@/lib/i18n/params';

/** Spec §2: the point leaderboard is the hall of fame's default page. */
export default async function HallOfFameIndex({ params }: PageProps<'/[locale]/halloffame'>) {
  const { locale } = await readParams(params);
  permanentRedirect({ href: '/halloffame/pointleaderboard', locale });
}
