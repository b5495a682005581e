import { object } from 'yup';
import { defineOperation } from '../operation';
import type { SitemapEntries } from '../types';

export const siteOperations = {
  /**
   * Every public entity with the time it last changed, for the portal's sitemaps (issue 12): the
   * pages a crawler should find, and nothing a visitor could not reach by following links.
   */
  sitemap: defineOperation<{ sitemap: SitemapEntries }>()({
    method: 'GET',
    path: '/common/sitemap',
    auth: 'none',
    input: object({}),
  }),
};
