/**
 * Tags of the cached data functions (design rule 9), in one place so a member-API change can
 * revalidate exactly what it affects with revalidateTag.
 */
export const cacheTags = {
  home: 'home',
  networkTimezone: 'network-timezone',
} as const;
