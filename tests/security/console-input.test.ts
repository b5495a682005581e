import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { notices, stores } from '@/lib/member-api/db/schema';
import { insertVenueFixture, type VenueFixture } from '@/lib/member-api/venue/venue.fixture';
import { issueEnrolment } from '@/lib/portal/staff/accounts';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { createStaffSession } from '@/lib/portal/staff/sessions';
import { edgeRefusal } from '@/server/edge-security.mjs';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { saveLesson } from '@/app/admin/[locale]/(console)/lessons/actions';
import { saveVenueDetails } from '@/app/admin/[locale]/(console)/venues/actions';
import { previewNotice, saveNotice } from '@/app/admin/[locale]/(console)/notices/actions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
jest.mock('next/cache', () => ({ revalidateTag: () => undefined, updateTag: () => undefined }));

/**
 * The console's input against security requirements 21 and 23 (tests/security/README.md): every
 * place the console takes an address refuses a `javascript:` one (the lesson's video and poster are
 * paths in the portal's storage; a notice's Markdown keeps links, never a script), through the real
 * server actions on PGlite in memory; and the edge refuses a wrong content type (415) and an oversized
 * body (413) on the console's own paths, as it does the member side's. (The console rendering what
 * members wrote as text: tests/security/console-views.spec.ts, in a browser.)
 */
let connection: Connection;
let session = '';
let venues: VenueFixture;
let managerSession = '';

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  const admin = await issueEnrolment(connection.db, { email: 'input@example.com', name: 'Input', role: 'network_admin' });
  session = await createStaffSession(connection.db, admin.staffId, {});
  venues = await insertVenueFixture(connection.db);
  const manager = await issueEnrolment(connection.db, { email: 'desk@example.com', name: 'Desk', role: 'venue_manager', venues: [venues.venueA] });
  managerSession = await createStaffSession(connection.db, manager.staffId, {});
});
afterAll(() => connection.close());

function asStaff(cookie = session) {
  setRequest({ 'x-forwarded-for': '198.18.11.1' });
  cookieJar().set(staffCookieName(), cookie);
}

/** Every way a script address has been smuggled past a check: case, control characters, entities, protocol-relative. */
const SCRIPT_ADDRESSES = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'javascript&colon;alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.test/x.mp4'];

describe('ASVS 1.2.1 / 1.2.2 / 3.2.2 (req. 21): the console refuses javascript: addresses', () => {
  it("a lesson's video and poster: anything but a path in the portal's storage is a field error, and nothing is saved", async () => {
    for (const address of SCRIPT_ADDRESSES) {
      asStaff();
      const answer = await saveLesson({ title: 'Smuggled', coachPk: '1', clubType: '1', videoPath: address, posterPath: address, stageTimes: '0, 0.6, 1.2, 1.8, 2.4, 3.0, 3.6', locale: 'en' });
      expect([address, answer]).toEqual([address, expect.objectContaining({ ok: false, code: 400 })]);
      if (answer.ok) continue;
      // A tab or another control character is refused as such before the schema looks at it.
      const expected = address.includes('\t') ? expect.any(String) : 'admin.lessonPublishing.errors.pathInvalid';
      expect([address, answer.fieldErrors.videoPath, answer.fieldErrors.posterPath]).toEqual([address, expected, expected]);
    }
  });

  it("a notice's Markdown: links and images keep their text, never a script address or a handler, in the preview and in what is stored", async () => {
    const markdown = [
      '[plain](javascript:alert(1))',
      '[cased](JaVaScRiPt:alert(1))',
      '[encoded](java&#115;cript:alert(1))',
      '[spaced]( javascript:alert(1))',
      '<a href="javascript:alert(1)">raw</a>',
      '<a href="&#106;avascript:alert(1)">entity</a>',
      '![image](javascript:alert(1))',
      '<img src=x onerror=alert(1)>',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[fine](https://www.example.com/rules)',
    ].join('\n\n');
    asStaff();
    const preview = await previewNotice({ markdown, locale: 'en' });
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    asStaff();
    const saved = await saveNotice({ title: '<script>alert(1)</script>', titleKo: '', markdown, markdownKo: '', pinned: '', publish: 'draft', publishAt: '', locale: 'en' });
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const [row] = await connection.db.select().from(notices).where(eq(notices.noticeno, saved.data.noticeno));
    // The HTML the public page and the console's preview show (the Markdown source is kept as typed, for editing).
    for (const [what, html] of [['preview', preview.data.html], ['stored', row.body]] as const) {
      expect([what, html]).not.toEqual([what, expect.stringMatching(/javascript:|vbscript:|data:text\/html|onerror|<script/i)]);
      expect([what, html]).not.toEqual([what, expect.stringMatching(/&#106;avascript|java&#115;cript/i)]);
      // What is not a script stays: the text of every link, and the one real link.
      for (const text of ['plain', 'cased', 'raw', 'entity', 'fine']) expect([what, html]).toEqual([what, expect.stringContaining(text)]);
      expect([what, html]).toEqual([what, expect.stringContaining('https://www.example.com/rules')]);
    }
    // The title is text: stored as typed, rendered escaped by React wherever it shows.
    expect(row.title).toBe('<script>alert(1)</script>');
  });
});

describe('ASVS 8.2.2 / 15.3.3 (req. 18): a console form takes only its own fields', () => {
  it("a venue manager's details form with another venue's number, a time zone, a position and bays added: only the form's fields of their own venue change", async () => {
    const [before] = await connection.db.select().from(stores).where(eq(stores.shopno, venues.venueA));
    const [other] = await connection.db.select().from(stores).where(eq(stores.shopno, venues.venueB));
    asStaff(managerSession);
    const answer = await saveVenueDetails({ shopno: String(venues.venueA), name: 'Renamed by the desk', nameKo: '', city: before.city, address: before.address, postalCode: '', phone: '', timezone: 'Pacific/Kiritimati', latitude: '0', longitude: '0', simulators: '99', countryno: '999', venueB: String(venues.venueB), locale: 'en' });
    expect(answer).toMatchObject({ ok: true });
    const [after] = await connection.db.select().from(stores).where(eq(stores.shopno, venues.venueA));
    expect(after).toMatchObject({ name: 'Renamed by the desk', timezone: before.timezone, latitude: before.latitude, longitude: before.longitude, simulators: before.simulators, countryno: before.countryno });
    expect((await connection.db.select().from(stores).where(eq(stores.shopno, venues.venueB)))[0]).toEqual(other);
    // The other venue named as the form's own: not found for this manager, nothing changed.
    asStaff(managerSession);
    expect(await saveVenueDetails({ shopno: String(venues.venueB), name: 'Not mine', city: other.city, address: other.address, locale: 'en' })).toMatchObject({ ok: false, code: 404 });
    expect((await connection.db.select().from(stores).where(eq(stores.shopno, venues.venueB)))[0]).toEqual(other);
  });
});

describe('ASVS 1.3.11 / 15.2 (req. 23): the edge on the console’s paths', () => {
  const action = { 'next-action': '7f00c0ffee', accept: 'text/x-component' };
  it('a wrong content type is 415: on a console page’s server action, on the sign-out route handler, on a download route', () => {
    for (const [path, headers] of [
      ['/admin/en/members/1', { ...action, 'content-type': 'application/xml', 'content-length': '10' }],
      ['/admin/ko/signin', { ...action, 'content-type': 'text/html', 'content-length': '10' }],
      ['/admin/en/signout', { 'content-type': 'application/xml', 'content-length': '10' }],
      ['/admin/en/audit/export', { 'content-type': 'image/svg+xml', 'transfer-encoding': 'chunked' }],
    ] as const) {
      expect([path, edgeRefusal('POST', path, headers)]).toEqual([path, { status: 415, message: 'Unsupported Media Type' }]);
    }
  });

  it('a body over the page limit (1 MiB unless MAX_BODY_BYTES says otherwise) is 413 from its declared length, before a byte is read', () => {
    for (const path of ['/admin/en/members/1', '/admin/en/signout', '/admin/ko/payments/E-1']) {
      expect([path, edgeRefusal('POST', path, { ...action, 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(1024 * 1024 + 1) })]).toEqual([path, { status: 413, message: 'Payload Too Large' }]);
      expect([path, edgeRefusal('POST', path, { ...action, 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(1024 * 1024) })]).toEqual([path, null]);
    }
  });
});
