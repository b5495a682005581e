import fs from 'node:fs';
import { GENERATED_FILE, generatedSource } from '../../../scripts/generate-cached-pages.mjs';
import { isCachedPage } from './cached-pages';
import { listPages } from './list-pages';

describe('the generated list of cached pages', () => {
  it('is what the app folder declares (npm run generate:cached-pages writes it again)', () => {
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(generatedSource());
  });

  it.each(Object.entries(listPages))('holds the list %s, whose query proxy.ts rewrites', (_name, page) => {
    // A path the list's own pattern accepts: each captured segment filled with 7, optional tails left out.
    const example = page.pattern.source
      .replace(/^\^|\$$/g, '')
      .replace(/\(\?:\\\/\[\^\/\]\*\)\*/g, '')
      .replace(/\(\[\^\/\]\+\)/g, '7')
      .replaceAll('\\/', '/');
    expect(page.pattern.test(example)).toBe(true);
    expect(isCachedPage(example)).toBe(true);
  });
});

// proxy.ts sends no nonce policy for these paths: a page listed by mistake would go out with no CSP
// at all when it is rendered per request, so the list must match exactly the pages the build caches.
describe('isCachedPage', () => {
  it.each([
    '/',
    '/support/noticeview/12',
    '/tournament/tournamentscheduleview/7',
    '/terms_of_use',
    '/privacy',
    // The lists: proxy.ts rewrites their query to a path segment, each canonical query one entry.
    '/tournament/tournamentscheduleview/7/ranking',
    '/tournament/tournamentschedule',
    '/support/notice',
    '/event/minigameranking/3',
    '/event/minigameranking/3/old/segments',
    '/halloffame/pointleaderboard',
    '/tournament/tournamentmember/7',
    '/findlocation/StoresView/2',
  ])('lists %s', (path) => {
    expect(isCachedPage(path)).toBe(true);
  });

  it.each([
    // Rendered per request: they read the session (or are no page).
    '/support/inquiry',
    '/event/netizenlesson/netizenlessonview/4',
    '/privacy/more',
    '/login',
    '/membership',
  ])('leaves %s to the nonce policy', (path) => {
    expect(isCachedPage(path)).toBe(false);
  });
});
