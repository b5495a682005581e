import 'server-only';
import { env } from '@/lib/shared/config/env';

/** External addresses of the network, shown in the footer. Overridable per deployment (FAMILY_SITE_*, lib/shared/config/env.ts). */
export const familySites = [
  { key: 'hq', href: env.familySites.hq },
  { key: 'franchise', href: env.familySites.franchise },
  { key: 'america', href: env.familySites.america },
  { key: 'uae', href: env.familySites.uae },
] as const;

export const socialLinks = [
  { key: 'youtube', href: 'https://www.youtube.com/@clubhousegolf' },
  { key: 'instagram', href: 'https://www.instagram.com/clubhousegolf' },
  { key: 'facebook', href: 'https://www.facebook.com/clubhousegolf' },
] as const;
