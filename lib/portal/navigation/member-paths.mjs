// Which addresses are MyZone's pages, in any language (/membership/..., /ko/membership/...): one rule
// for the edge, which keeps these pages per member (server/member-pages.mjs), and for the portal's
// links, which do not prefetch them (lib/portal/navigation/prefetch.ts).
// Plain JavaScript without imports: the server script loads it without a build.

const MEMBER_PAGE = /^\/(?:[a-z]{2}\/)?membership(?:\/|$)/;

/** Whether a path (without its query) is one of MyZone's pages. */
export function isMemberPagePath(path) {
  return MEMBER_PAGE.test(path);
}
