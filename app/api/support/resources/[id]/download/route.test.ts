import { GET } from './route';

// Only the answers that need no member API: an id that cannot name a resource.
const get = (id: string, headers: Record<string, string>) => GET(new Request(`http://localhost:3000/api/support/resources/${id}/download?lang=ko`, { headers }), { params: Promise.resolve({ id }) });

describe('resource download', () => {
  it('sends a browser navigation back to the list in its language', async () => {
    const response = await get('x1', { 'sec-fetch-mode': 'navigate', accept: 'text/html' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ko/support/resources');
  });

  it('answers any other caller in the one envelope', async () => {
    const response = await get('x1', { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, code: 404, message: 'support.error.resourceNotFound', fieldErrors: {} });
  });
});
