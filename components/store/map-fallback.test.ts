import land from '@/lib/portal/maps/world-land.json';
import { landPath, styleReachable, type Ring } from './map-fallback';

describe('styleReachable (issue 26 item 11)', () => {
  it('says no at once when the style cannot be fetched', async () => {
    const started = Date.now();
    expect(await styleReachable('https://tiles.invalid/style.json', 2500, () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('says no when the host does not answer in time, instead of waiting for the tiles', async () => {
    jest.useFakeTimers();
    try {
      const hanging: typeof fetch = (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      const answer = styleReachable('https://slow.example/style.json', 2500, hanging);
      jest.advanceTimersByTime(2500);
      expect(await answer).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says yes for a style that answers, no for an error status', async () => {
    expect(await styleReachable('/style.json', 2500, async () => new Response('{}', { status: 200 }))).toBe(true);
    expect(await styleReachable('/style.json', 2500, async () => new Response('', { status: 404 }))).toBe(false);
  });
});

describe('landPath', () => {
  // The drawn map's projection for a frame around Korea and Japan (plain equirectangular here: the
  // test is about which rings are drawn, not the projection).
  const project = (lng: number, lat: number) => ({ x: (lng - 120) * 20, y: (45 - lat) * 20 });

  it('draws the coastlines in the frame from the shipped Natural Earth land', () => {
    const d = landPath(land.rings as Ring[], project, 800, 500);
    expect(d.length).toBeGreaterThan(1000);
    expect(d.startsWith('M')).toBe(true);
    // Far fewer rings than the world has: what lies outside the frame is left out.
    expect(d.split('M').length - 1).toBeLessThan(land.rings.length / 2);
  });

  it('draws nothing over open ocean', () => {
    const pacific = (lng: number, lat: number) => ({ x: (lng + 150) * 200, y: (-20 - lat) * 200 });
    expect(landPath([[[10, 10], [11, 10], [11, 11], [10, 10]]], pacific, 800, 500)).toBe('');
  });
});
