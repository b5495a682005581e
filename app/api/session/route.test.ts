import { sealData } from 'iron-session';
import { players } from '@/lib/member-api/db/schema';
import type { Connection } from '@/lib/member-api/db/connect';
import { createSession, revokeSession } from '@/lib/member-api/sessions';
import { sessionOptions, SESSION_COOKIE, type PortalSession } from '@/lib/portal/auth/session';
import { useMemoryDatabase } from '@/tests/support/database';

// Outside a request there are no cookies: the route reads the one the test puts here (a real seal).
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: () => undefined,
  }),
}));

import { GET } from './route';

let connection: Connection;
let token: string;

async function withCookie(session: PortalSession) {
  jar.set(SESSION_COOKIE, await sealData(session, { password: sessionOptions().password }));
}

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const [player] = await connection.db
    .insert(players)
    .values({ playerId: 'islander', email: 'islander@example.com', nickname: 'Islander', firstname: 'I', lastname: 'S', timezone: 'Europe/Paris', gender: 'F', status: 'active' })
    .returning();
  token = await createSession(connection.db, player.playerPk);
});

afterAll(async () => {
  await connection.close();
});

beforeEach(() => jar.clear());

describe('GET /api/session', () => {
  it('answers a visitor with loggedIn false, never cached', async () => {
    const response = await GET();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ ok: true, data: { loggedIn: false } });
  });

  it("answers a member with the nickname from the member API and the session's zone", async () => {
    await withCookie({ token, nickname: 'Old name', timezone: { name: 'Europe/Paris', offset: '+01:00' } });
    const response = await GET();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ ok: true, data: { loggedIn: true, nickname: 'Islander', zone: { name: 'Europe/Paris', offset: '+01:00' } } });
  });

  it('asks the member API for the zone when the session has none', async () => {
    await withCookie({ token });
    const body = await (await GET()).json();
    expect(body).toMatchObject({ ok: true, data: { loggedIn: true, zone: { name: 'Europe/Paris' } } });
  });

  it('reads a tampered cookie or a revoked session as a visitor', async () => {
    jar.set(SESSION_COOKIE, 'Fe26.2**garbage');
    expect(await (await GET()).json()).toEqual({ ok: true, data: { loggedIn: false } });
    await withCookie({ token });
    await revokeSession(connection.db, token);
    expect(await (await GET()).json()).toEqual({ ok: true, data: { loggedIn: false } });
  });
});
