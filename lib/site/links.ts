/** External addresses of the network, shown in the footer. Overridable per deployment through env. */
export const familySites = [
  { key: 'hq', href: process.env.FAMILY_SITE_HQ ?? 'https://hq.clubhouse.example' },
  { key: 'franchise', href: process.env.FAMILY_SITE_FRANCHISE ?? 'https://franchise.clubhouse.example' },
  { key: 'america', href: process.env.FAMILY_SITE_AMERICA ?? 'https://us.clubhouse.example' },
  { key: 'uae', href: process.env.FAMILY_SITE_UAE ?? 'https://uae.clubhouse.example' },
] as const;

export const socialLinks = [
  { key: 'youtube', href: 'https://www.youtube.com/@clubhousegolf' },
  { key: 'instagram', href: 'https://www.instagram.com/clubhousegolf' },
  { key: 'facebook', href: 'https://www.facebook.com/clubhousegolf' },
] as const;
