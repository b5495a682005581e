import { NextRequest } from 'next/server';

// The member API is replaced: these tests are about what the route hands it (the caller's address).
const calls: { name: string; options: { ip?: string } }[] = [];
jest.mock('@/lib/upstream/client', () => ({
  callUpstream: async (name: string, _input: unknown, options: { ip?: string }) => {
    calls.push({ name, options });
    return {};
  },
}));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
jest.mock('@/lib/data/account', () => ({ getStates: async () => [], getStores: async () => [] }));

import { env } from '@/lib/config/env';
import { POST } from './route';

const context = (action: string) => ({ params: Promise.resolve({ action }) });

function post(action: string, body: object, headers: Record<string, string>) {
  return new NextRequest(`http://localhost:3000/api/account/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
    body: JSON.stringify(body),
  });
}

const hops = env.trustedProxyHops;
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  (env as { trustedProxyHops: number }).trustedProxyHops = hops;
});

describe('/api/account/[action] caller address', () => {
  it('behind one trusted proxy, keys limits on the entry the proxy appended, not the one the client wrote', async () => {
    (env as { trustedProxyHops: number }).trustedProxyHops = 1;
    const response = await POST(post('find-id', { email: 'a@example.com' }, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), context('find-id'));
    expect(response.status).toBe(200);
    expect(calls).toEqual([{ name: 'findId', options: expect.objectContaining({ ip: '203.0.113.7' }) }]);
  });

  it('refuses a call from another site before calling the member API', async () => {
    const response = await POST(post('check', { field: 'email', value: 'a@example.com' }, { origin: 'https://evil.example' }), context('check'));
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });
});
