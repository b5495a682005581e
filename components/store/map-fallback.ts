/**
 * The two things the venue map's drawn fallback needs (issue 26 item 11): a quick answer to "can the
 * tile style load at all?", so the fallback appears at once instead of after the tile timeout, and
 * the coastlines, so the fallback is a map and not pins on a grid.
 */

/** How long the style may take to answer before the drawn map stands in. */
export const STYLE_TIMEOUT_MS = 2500;

/**
 * Whether the map style answers, within `timeoutMs`: a blocked host, no network or an error status
 * says no at once, a host that does not answer says no when the time is up. The style is fetched
 * again by the map library right after (from the browser's cache).
 */
export async function styleReachable(url: string, timeoutMs = STYLE_TIMEOUT_MS, fetcher: typeof fetch = fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export type Ring = [longitude: number, latitude: number][];

/**
 * The land as one SVG path in the drawn map's projection (`project`, Web Mercator to its pixels),
 * leaving out rings wholly outside the `width`×`height` frame.
 */
export function landPath(rings: Ring[], project: (lng: number, lat: number) => { x: number; y: number }, width: number, height: number): string {
  const parts: string[] = [];
  for (const ring of rings) {
    const points = ring.map(([lng, lat]) => project(lng, lat));
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    if (Math.max(...xs) < 0 || Math.min(...xs) > width || Math.max(...ys) < 0 || Math.min(...ys) > height) continue;
    parts.push(`M${points.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L')}Z`);
  }
  return parts.join('');
}
