// MyZone pages kept per member at the edge (issue 22, item 3). A MyZone page is rendered for one
// member: Next takes ~70 ms for a 140 KB dashboard, so twenty members asking for theirs got 27 pages a
// second between them. The edge (./edge-http.mjs) keeps each member's copy and serves it again, by
// these rules:
// - the key is the request's whole Cookie header (hashed) with its target: all a page can read of a
//   request besides the headers its Vary names, so one browser's copy is never served to another;
// - a page is kept only when it read a member's data through the read table, for one member and no
//   other (lib/portal/data/read.ts notes every read in the request's note: its member, tags and life);
//   a form, a page that read nothing of a member's, or a failed render, is never kept;
// - a copy lives as long as its shortest-lived read, and goes at once when a tag of any of its reads
//   expires: the member's own tag goes with their calls, their rounds from the bays, payments, jobs
//   and staff actions on them, so a member always sees what they just did;
// - past its life a copy is kept as long again, and served only while another request renders the
//   page anew or the server is too busy to (./edge-http.mjs): never once a tag expired it, nor past
//   the moment time alone changes what it shows (a booking starting);
// - each time a copy is served, the cookie's session is confirmed live with the member API (the
//   resolver lib/portal/auth/edge-member.ts registers) and must be the copy's member: a session that
//   ended (logout, block, a password change, idle) gets Next, which sends it to log in.
// A global registry and scope (not module state): Next's bundle has its own copy of this module.
// Plain JavaScript with Node's own modules (and plain modules of lib/) only: the server script loads it without a build.
import { createHash } from 'node:crypto';

const PAGE_NOTE = Symbol.for('clubhouse.pageNote');
const RESOLVER = Symbol.for('clubhouse.memberResolver');
const SCOPE = Symbol.for('clubhouse.requestScope');

/** MyZone's pages, in any language: the only documents kept per member. */
export { isMemberPagePath } from '../lib/portal/navigation/member-paths.mjs';

/**
 * @typedef {{ member: number | undefined, members: number, tags: Set<string>, life: number, untracked: boolean, timedLife: number }} PageNote
 * `members` counts the distinct members read for: a copy is kept only for exactly one. `untracked`:
 * the page also asked the member API for something of the member's outside the read table, which no
 * tag would expire here (lib/upstream/client.ts notes it): such a page is never kept. `timedLife`:
 * seconds until time alone changes what a read shows (a hold lapsing): no copy is served past it.
 */

/** Starts the note of a MyZone page request; the request scope (./request-scope.mjs) carries it to the reads. */
export function attachPageNote(res) {
  /** @type {PageNote} */
  const note = { member: undefined, members: 0, tags: new Set(), life: Infinity, untracked: false, timedLife: Infinity };
  res[PAGE_NOTE] = note;
  return note;
}

/** The note of this response, if the edge started one. */
export function pageNoteOf(res) {
  return res?.[PAGE_NOTE];
}

/**
 * Called by every read of the read table (lib/portal/data/read.ts): what the page being rendered
 * read, for whom (a member's read; none for a shared one), under which tags, for how long at most.
 * Outside a noted request it does nothing.
 */
export function notePageRead({ member, tags = [], life = Infinity, untracked = false, timedLife = Infinity }) {
  /** @type {PageNote | undefined} */
  const note = globalThis[SCOPE]?.getStore()?.page;
  if (!note) return;
  if (untracked) note.untracked = true;
  if (member !== undefined && member !== note.member) {
    note.members++;
    note.member = member;
  }
  for (const tag of tags) note.tags.add(tag);
  note.life = Math.min(note.life, life, timedLife);
  note.timedLife = Math.min(note.timedLife, timedLife);
}

/** The key a member's copy of a page is kept under: the Cookie header's hash and the request target. */
export function memberPageKey(cookieHeader, url) {
  const cookie = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : String(cookieHeader ?? '');
  return `member:${createHash('sha256').update(cookie).digest('base64url')}:${url}`;
}

/**
 * How much of its reads' life a copy may lose at random: copies rendered in the same second (members
 * arriving together, a restart, a purge of a shared tag) then expire spread over a quarter of it, not
 * all at once. In bench:member, 400 copies made within seconds expired together, and their renders
 * held the event loop up to 397 ms.
 */
const LIFE_SPREAD = 0.25;

/**
 * Whether a MyZone page Next answered may be kept for its member, and for how long: { sMaxAge,
 * staleWhileRevalidate } in seconds, or null. A 200 without Set-Cookie (a session being renewed or
 * ended is never replayed), whose render read one member's data and nobody else's. The life is its
 * reads' shortest, less up to a quarter (`random` in [0, 1)): never longer than a read allows. Past it
 * the copy may stand in for a render the server is too busy to do for as long again, but never past
 * the moment time alone changes the page (`timedLife`).
 */
export function memberPageRule(status, headers, note, random = Math.random) {
  if (status !== 200 || !note) return null;
  if (headers['set-cookie'] !== undefined) return null;
  if (note.untracked || note.members !== 1 || !Number.isInteger(note.member)) return null;
  if (!Number.isFinite(note.life) || note.life <= 0) return null;
  const sMaxAge = note.life * (1 - LIFE_SPREAD * random());
  return { sMaxAge, staleWhileRevalidate: Math.max(0, Math.min(note.life, note.timedLife - sMaxAge)) };
}

/**
 * The member a Cookie header's session belongs to, confirmed live: `(cookieHeader) => Promise<number | null>`.
 * Registered from instrumentation.ts by Next-compiled code; until then no member page is kept.
 */
export function registerMemberResolver(resolve) {
  globalThis[RESOLVER] = resolve;
}

export function memberResolver() {
  return globalThis[RESOLVER];
}
