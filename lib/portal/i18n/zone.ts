import 'server-only';
import { env } from '@/lib/shared/config/env';

/**
 * The zone every date on a page is written in: the network's standard time (NETWORK_TIMEZONE), the
 * same one the footer names for visitors. Client components get it from next-intl's useTimeZone().
 */
export const timeZone = env.networkTimezone;
