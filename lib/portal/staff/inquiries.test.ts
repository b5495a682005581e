import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { inquiries } from '@/lib/member-api/db/schema';
import { useMemoryDatabase } from '@/tests/support/database';
import { issueEnrolment } from './accounts';
import { answerHtml, answerInquiry, assignInquiry, countWaiting, inquiryDetail, inquiryLanguage, listInquiries } from './inquiries';

// The mail queue's own tests deliver through SMTP; here only what is queued matters (a stand-in that records it).
const sent: { to: string; subject: string; text: string }[] = [];
jest.mock('@/lib/member-api/mail/send', () => ({
  sendMail: async (_db: unknown, mail: { to: string; subject: string; text: string }) => {
    sent.push(mail);
    return true;
  },
}));

let connection: Connection;
let staffId: number;
let other: number;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  ({ staffId } = await issueEnrolment(connection.db, { email: 'help@example.com', name: 'Help', role: 'support' }));
  ({ staffId: other } = await issueEnrolment(connection.db, { email: 'ops@example.com', name: 'Ops', role: 'network_admin' }));
});
afterAll(() => connection.close());

async function inquiry(title: string, body: string) {
  const [row] = await connection.db.insert(inquiries).values({ title, name: 'Mary', email: 'mary@example.com', body }).returning({ inquiryno: inquiries.inquiryno });
  return row.inquiryno;
}

describe('the inquiry queue', () => {
  it('answers as escaped rich text, marks it done and mails the address in the language it was written in', async () => {
    const no = await inquiry('예약 문의', '6명 예약 가능한가요?');
    expect((await countWaiting(connection.db)).unassigned).toBeGreaterThanOrEqual(1);
    const result = await answerInquiry(connection.db, no, 'Yes <b>six</b>\nat once.\n\nSee you.', staffId);
    expect(result?.mailed).toBe(true);
    const [row] = await connection.db.select().from(inquiries).where(eq(inquiries.inquiryno, no));
    expect(row).toMatchObject({ status: 'done', answer: '<p>Yes &lt;b&gt;six&lt;/b&gt;<br>at once.</p><p>See you.</p>' });
    expect(sent.at(-1)).toMatchObject({ to: 'mary@example.com', subject: 'Re: 예약 문의' });
    expect(sent.at(-1)!.text).toContain('/ko/support/inquiry');
    expect(sent.at(-1)!.text).toContain('Yes <b>six</b>');
    expect((await inquiryDetail(connection.db, no))?.assigneeId).toBe(staffId);
  });

  it('assigns, lists by state and takes over an assignment', async () => {
    const no = await inquiry('Lost glove', 'I left a glove at bay 3.');
    expect((await listInquiries(connection.db, 'waiting', staffId)).rows.map((r) => r.inquiryno)).toContain(no);
    expect((await listInquiries(connection.db, 'mine', staffId)).rows.map((r) => r.inquiryno)).not.toContain(no);
    expect(await assignInquiry(connection.db, no, staffId)).toEqual({ before: null });
    expect((await listInquiries(connection.db, 'mine', staffId)).rows.map((r) => r.inquiryno)).toContain(no);
    expect(await assignInquiry(connection.db, no, other)).toEqual({ before: staffId });
    expect((await listInquiries(connection.db, 'mine', staffId)).rows.map((r) => r.inquiryno)).not.toContain(no);
    expect(await assignInquiry(connection.db, 999_999, staffId)).toBeUndefined();
    expect((await listInquiries(connection.db, 'done', staffId)).rows.length).toBeGreaterThanOrEqual(1);
  });

  it('guesses the language from Hangul, and escapes every markup character', () => {
    expect(inquiryLanguage('Booking')).toBe('en');
    expect(inquiryLanguage('예약')).toBe('ko');
    expect(answerHtml(`<script>alert("x")</script> & 'y'`)).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>');
  });
});
