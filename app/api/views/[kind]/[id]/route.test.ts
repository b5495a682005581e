import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { notices } from '@/lib/member-api/db/schema';
import type { Connection } from '@/lib/member-api/db/connect';
import { getNotice } from '@/lib/portal/data/support';
import { useMemoryDatabase } from '@/tests/support/database';
import { POST } from './route';

// Next's data cache needs a running server's incremental cache; outside one, a read goes straight to the
// member API (what this test is about: reading a notice counts no view, the beacon does).
jest.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn, revalidateTag: jest.fn() }));

const ORIGIN = 'http://localhost:3000';
let connection: Connection;
let noticeno: number;

function beacon(kind: string, id: string | number, headers: Record<string, string> = {}) {
  const request = new NextRequest(`${ORIGIN}/api/views/${kind}/${id}`, { method: 'POST', headers: { origin: ORIGIN, ...headers } });
  return POST(request, { params: Promise.resolve({ kind, id: String(id) }) });
}

async function storedViews() {
  const [row] = await connection.db.select({ views: notices.views }).from(notices).where(eq(notices.noticeno, noticeno));
  return row.views;
}

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const [notice] = await connection.db.insert(notices).values({ title: 'Beacon', body: '<p>b</p>' }).returning();
  noticeno = notice.noticeno;
});

afterAll(async () => {
  await connection.close();
});

describe('POST /api/views/{kind}/{id}', () => {
  it('reading the notice twice counts nothing; the beacon counts one view per address', async () => {
    await getNotice('en', noticeno);
    await getNotice('ko', noticeno);
    expect(await storedViews()).toBe(0);

    const first = await beacon('notice', noticeno, { 'x-forwarded-for': '203.0.113.5' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.json()).toEqual({ ok: true, data: { views: 1, counted: true } });
    expect(await (await beacon('notice', noticeno, { 'x-forwarded-for': '203.0.113.5' })).json()).toEqual({ ok: true, data: { views: 1, counted: false } });
    expect(await storedViews()).toBe(1);
  });

  it('refuses another site and answers 404 for an unknown kind, a bad id or a missing notice', async () => {
    expect((await beacon('notice', noticeno, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await beacon('resource', noticeno)).status).toBe(404);
    expect((await beacon('toString', noticeno)).status).toBe(404);
    expect((await beacon('notice', 'abc')).status).toBe(404);
    const missing = await beacon('notice', 987654);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, code: 404, message: 'support.error.noticeNotFound', fieldErrors: {} });
  });
});
