import type { Connection } from '@/lib/member-api/db/connect';
import { countries, inquiries, players } from '@/lib/member-api/db/schema';
import { dispatch } from '@/lib/member-api/dispatch';
import { serveMemberApi } from '@/lib/member-api/http';
import { createSession } from '@/lib/member-api/sessions';
import { resetRateLimit } from '@/lib/shared/rate-limit';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';
import { useMemoryDatabase } from '@/tests/support/database';
import { INQUIRY_LIMIT } from './support';
import { insertSupportFixtures } from './support-fixtures';

const sent: { to: string; subject: string; text: string }[] = [];
jest.mock('@/lib/member-api/mail/send', () => ({
  sendMail: async (_db: unknown, mail: { to: string; subject: string; text: string }) => {
    sent.push(mail);
  },
  // The real link rule (APP_URL, the reader's language); only the sending is caught.
  appLink: jest.requireActual('@/lib/member-api/mail/send').appLink,
}));

let connection: Connection;
let fixtures: Awaited<ReturnType<typeof insertSupportFixtures>>;
let server: { url: string; close: () => Promise<void> };
let token: string;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixtures = await insertSupportFixtures(connection.db);
  token = await createSession(connection.db, fixtures.member.playerPk);
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
});

afterAll(async () => {
  await server.close();
  await connection.close();
});

const validInquiry = { title: 'Booking question', name: "Mary Ann O'Neil", phone: '010-1234-5678', email: 'visitor@example.com', contents: 'Can I book a bay for six?' };

describe('notices', () => {
  it('lists pinned notices first, then newest, and pages', async () => {
    const body = await dispatch('noticeList', { pagesize: 3 });
    if (!('noticelist' in body)) throw new Error(JSON.stringify(body));
    expect(body.noticelistcnt).toBe(4);
    expect(body.noticelist.map((n) => n.title)).toEqual(['Old pinned rules', 'New courses added', 'Maintenance window']);
    const page2 = await dispatch('noticeList', { pagesize: 3, pageno: 2 });
    if (!('noticelist' in page2)) throw new Error('failed');
    expect(page2.noticelist.map((n) => n.title)).toEqual(['Season opening']);
  });

  it('searches titles and bodies', async () => {
    const body = await dispatch('noticeList', { searchname: 'servers' });
    if (!('noticelist' in body)) throw new Error('failed');
    expect(body.noticelist.map((n) => n.title)).toEqual(['Maintenance window']);
  });

  it('answers a notice with its neighbours in list order, counting nothing', async () => {
    const [pinned, opening, maintenance] = fixtures.notices;
    const first = await dispatch('noticeView', { noticeno: pinned.noticeno });
    if (!('notice' in first)) throw new Error(JSON.stringify(first));
    expect(first.prev).toBeNull();
    expect(first.next?.title).toBe('New courses added');
    const middle = await dispatch('noticeView', { noticeno: maintenance.noticeno, lang: 'ko' });
    if (!('notice' in middle)) throw new Error('failed');
    expect(middle.prev?.title).toBe('New courses added');
    expect(middle.next?.title).toBe('시즌 개막');
    const last = await dispatch('noticeView', { noticeno: opening.noticeno, lang: 'ko' });
    if (!('notice' in last)) throw new Error('failed');
    expect(last.notice.contents).toBe('<p>개막</p>');
    expect(last.next).toBeNull();
    const again = await dispatch('noticeView', { noticeno: pinned.noticeno });
    if (!('notice' in again)) throw new Error('failed');
    expect(again.notice.views).toBe(first.notice.views);
  });

  it('counts a view by the beacon call, once per address', async () => {
    const [, opening] = fixtures.notices;
    const views = async () => {
      const body = await dispatch('noticeView', { noticeno: opening.noticeno });
      if (!('notice' in body)) throw new Error(JSON.stringify(body));
      return body.notice.views;
    };
    const before = await views();
    expect(await dispatch('noticeViewCount', { noticeno: opening.noticeno }, { ip: '198.51.100.7' })).toMatchObject({ code: 200, views: before + 1, counted: true });
    expect(await dispatch('noticeViewCount', { noticeno: opening.noticeno }, { ip: '198.51.100.7' })).toMatchObject({ code: 200, views: before + 1, counted: false });
    expect(await views()).toBe(before + 1);
    expect(await dispatch('noticeViewCount', { noticeno: 987654 })).toEqual({ code: 404, message: 'support.error.noticeNotFound' });
  });

  it('answers 404 for an unknown notice', async () => {
    expect(await dispatch('noticeView', { noticeno: 987654 })).toEqual({ code: 404, message: 'support.error.noticeNotFound' });
  });
});

describe('resources', () => {
  it('filters by category and searches', async () => {
    const manuals = await dispatch('resourceList', { category: '1' });
    if (!('resourcelist' in manuals)) throw new Error('failed');
    expect(manuals.resourcelist.map((r) => r.title)).toEqual(['Simulator manual']);
    const all = await dispatch('resourceList', { category: 'x' });
    if (!('resourcelist' in all)) throw new Error('failed');
    expect(all.resourcelistcnt).toBe(3);
    const search = await dispatch('resourceList', { searchname: 'poster' });
    if (!('resourcelist' in search)) throw new Error('failed');
    expect(search.resourcelist.map((r) => r.category)).toEqual([2]);
  });

  it('answers a resource with neighbours and counts downloads of its file', async () => {
    const [manual, poster, printed] = fixtures.resources;
    const view = await dispatch('resourceView', { resourceno: poster.resourceno });
    if (!('resource' in view)) throw new Error('failed');
    expect(view.prev?.id).toBe(printed.resourceno);
    expect(view.next?.id).toBe(manual.resourceno);
    const download = await dispatch('resourceDownload', { resourceno: poster.resourceno });
    expect(download).toEqual({ code: 200, message: 'success', filepath: 'resources/poster.png', filename: 'poster.png' });
    const after = await dispatch('resourceView', { resourceno: poster.resourceno });
    if (!('resource' in after)) throw new Error('failed');
    expect(after.resource.downloads).toBe(view.resource.downloads + 1);
    expect((await dispatch('resourceDownload', { resourceno: printed.resourceno })).code).toBe(404);
  });
});

describe('inquiries over HTTP', () => {
  it('rejects each invalid field with its own message key', async () => {
    const response = await fetch(`${server.url}/upstream/support/inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ title: 'abc', name: 'two_words', phone: 'call me', email: 'not-an-email', contents: '' }).toString(),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({
      code: 400,
      message: 'api.invalidInput',
      errors: {
        title: 'inquiry.error.titleLength',
        name: 'inquiry.error.nameChars',
        phone: 'inquiry.error.phoneChars',
        email: 'inquiry.error.emailInvalid',
        contents: 'inquiry.error.contentsRequired',
      },
    });
  });

  it("stores a member's inquiry, mails an acknowledgement and lists it with its state and answer", async () => {
    sent.length = 0;
    const { eq } = await import('drizzle-orm');
    // A member in Korea: their national number is stored in E.164.
    const [korea] = await connection.db.select({ countryno: countries.countryno }).from(countries).where(eq(countries.code, 'KOR'));
    await connection.db.update(players).set({ countryno: korea.countryno }).where(eq(players.playerPk, fixtures.member.playerPk));
    const response = await fetch(`${server.url}/upstream/support/inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: new URLSearchParams({ ...validInquiry, lang: 'ko' }).toString(),
    });
    const body = await response.json();
    expect(body.code).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe('visitor@example.com');
    expect(sent[0].subject).toContain('Booking question');
    expect(sent[0].text).toContain('http://localhost:3000/ko/support/inquiry');

    const [stored] = await connection.db.select({ name: inquiries.name, phone: inquiries.phone }).from(inquiries).where(eq(inquiries.inquiryno, body.inquiryno));
    expect(stored).toEqual({ name: "Mary Ann O'Neil", phone: '+821012345678' });
    await connection.db.update(inquiries).set({ status: 'done', answer: '<p>Yes</p>', answeredAt: new Date() }).where(eq(inquiries.inquiryno, body.inquiryno));
    const list = await fetch(`${server.url}/upstream/support/inquirylist`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    expect(list.inquirylistcnt).toBe(1);
    expect(list.inquirylist[0]).toMatchObject({ title: 'Booking question', status: 'done', answer: '<p>Yes</p>' });
  });

  it("keeps a visitor's inquiry out of any member's list and refuses the list without a token", async () => {
    const visitor = await dispatch('inquiryWrite', { ...validInquiry, phone: '+1 (415) 555-0132' }, { ip: '203.0.113.9' });
    expect(visitor.code).toBe(200);
    // A visitor's number written with its country code is stored in E.164 too.
    const { eq } = await import('drizzle-orm');
    const [stored] = await connection.db.select({ phone: inquiries.phone }).from(inquiries).where(eq(inquiries.inquiryno, (visitor as unknown as { inquiryno: number }).inquiryno));
    expect(stored.phone).toBe('+14155550132');
    const list = await dispatch('inquiryList', {}, { token });
    if (!('inquirylist' in list)) throw new Error('failed');
    expect(list.inquirylistcnt).toBe(1);
    expect((await dispatch('inquiryList', {})).code).toBe(401);
  });

  it("reads a visitor's national number in the country of the site's language, and a member's in their own country", async () => {
    const { eq } = await import('drizzle-orm');
    const storedPhone = async (answer: Awaited<ReturnType<typeof dispatch>>) => {
      expect(answer.code).toBe(200);
      const [row] = await connection.db.select({ phone: inquiries.phone }).from(inquiries).where(eq(inquiries.inquiryno, (answer as unknown as { inquiryno: number }).inquiryno));
      return row.phone;
    };
    // A visitor on the Korean site: a Korean number.
    expect(await storedPhone(await dispatch('inquiryWrite', { ...validInquiry, lang: 'ko', phone: '010 1234 5678' }, { ip: '203.0.113.21' }))).toBe('+821012345678');
    // On the English site no single country is meant: kept as typed (the hint says so).
    expect(await storedPhone(await dispatch('inquiryWrite', { ...validInquiry, lang: 'en', phone: '(415) 555-0132' }, { ip: '203.0.113.22' }))).toBe('(415) 555-0132');
    // A member of the United States on the Korean site: their profile's country wins.
    const [usa] = await connection.db.select({ countryno: countries.countryno }).from(countries).where(eq(countries.code, 'USA'));
    await connection.db.update(players).set({ countryno: usa.countryno }).where(eq(players.playerPk, fixtures.member.playerPk));
    expect(await storedPhone(await dispatch('inquiryWrite', { ...validInquiry, lang: 'ko', phone: '(415) 555-0132' }, { token }))).toBe('+14155550132');
  });

  it('limits how many inquiries one address sends', async () => {
    await resetRateLimit('inquiry', 'ip:198.51.100.7');
    for (let i = 0; i < INQUIRY_LIMIT; i++) expect((await dispatch('inquiryWrite', validInquiry, { ip: '198.51.100.7' })).code).toBe(200);
    // The wait goes with the refusal (requirement 28: 429 with Retry-After).
    expect(await dispatch('inquiryWrite', validInquiry, { ip: '198.51.100.7' })).toEqual({ code: 429, message: 'inquiry.error.tooMany', errors: { retryAfter: expect.stringMatching(/^[1-9]\d*$/) } });
    expect((await dispatch('inquiryWrite', validInquiry, { ip: '198.51.100.8' })).code).toBe(200);
  });
});
