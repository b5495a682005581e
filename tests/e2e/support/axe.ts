import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules every axe check of the specs runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe over the page as it is shown now. In axe's legacy mode: axe.run in the page, with the portal's own
 * frames (it has none of its own; same-origin ones would be checked). The default mode runs axe in each
 * frame and finishes in a new blank page, which is what it adds cross-origin frames for (only the
 * loopback Stripe's card field, not the portal's markup), at 0.5–0.9 s more a page here: 1.1–1.7 s a
 * page rather than 1.5–2.6 s, over about 300 checks a run.
 */
export function axeScan(page: Page) {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
}
