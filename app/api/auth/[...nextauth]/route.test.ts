import { NextRequest } from 'next/server';

// next-auth itself is replaced: these tests are about what reaches it, not the OAuth dance.
const handled: { method: string; url: string }[] = [];
jest.mock('next-auth', () => ({
  __esModule: true,
  default: () => async (request: Request) => {
    handled.push({ method: request.method, url: request.url });
    return new Response('next-auth', { status: 200 });
  },
}));
jest.mock('@/lib/portal/auth/next-auth', () => ({ authOptions: () => ({ providers: [] }), socialLocale: () => 'en', socialPurpose: () => 'login' }));

// Imported after the mocks above are registered (jest hoists jest.mock calls anyway).
import { POST } from './route';

const context = (...segments: string[]) => ({ params: Promise.resolve({ nextauth: segments }) });

function formPost(path: string, fields: Record<string, string>, cookie?: string) {
  return new NextRequest(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

beforeEach(() => {
  handled.length = 0;
});

describe("Apple's form_post callback", () => {
  it('is turned into a 303 redirect to the same callback as a GET with the fields in the query', async () => {
    const response = await POST(formPost('/api/auth/callback/apple', { code: 'c0de', state: 'st4te', user: '{"name":{"firstName":"A"}}' }), context('callback', 'apple'));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/api/auth/callback/apple');
    expect(Object.fromEntries(location.searchParams)).toEqual({ code: 'c0de', state: 'st4te', user: '{"name":{"firstName":"A"}}' });
    expect(handled).toEqual([]);
  });

  it('goes straight to next-auth when the state cookie came with the POST', async () => {
    for (const cookie of ['next-auth.state=abc', '__Secure-next-auth.state=abc']) {
      const response = await POST(formPost('/api/auth/callback/apple', { code: 'c0de', state: 'st4te' }, cookie), context('callback', 'apple'));
      expect(response.status).toBe(200);
    }
    expect(handled.map((h) => h.method)).toEqual(['POST', 'POST']);
  });

  it('leaves other POSTs to next-auth', async () => {
    await POST(formPost('/api/auth/callback/google', { code: 'c0de' }), context('callback', 'google'));
    await POST(formPost('/api/auth/signin/apple', { csrfToken: 't' }), context('signin', 'apple'));
    expect(handled).toEqual([
      { method: 'POST', url: 'http://localhost:3000/api/auth/callback/google' },
      { method: 'POST', url: 'http://localhost:3000/api/auth/signin/apple' },
    ]);
  });
});
