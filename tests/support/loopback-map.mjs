// A loopback stand-in for a map tile host (no tile host is reachable here): a MapLibre style
// (version 8) with one raster source, and that source's 256 px PNG tiles, drawn with sharp on the
// first request and kept. Each tile is land green (TILE_LAND) with a darker border, so a test can tell
// from the map's pixels that tiles were drawn, and nothing on a tile looks like a venue. It answers with
// CORS headers, as a tile host must: the map fetches across origins.
import http from 'node:http';
import sharp from 'sharp';

export const TILE_LAND = '#a7d3a0';
export const TILE_BORDER = '#6aa964';

const TILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${TILE_LAND}"/><rect x="1" y="1" width="254" height="254" fill="none" stroke="${TILE_BORDER}" stroke-width="2"/></svg>`;

/** Starts the style and tile server on loopback; `port` 0 takes a free one. */
export async function startLoopbackMap({ port = 0 } = {}) {
  let tile;
  const served = { style: 0, tiles: 0 };
  const server = http.createServer(async (request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    const url = new URL(request.url ?? '/', 'http://loopback');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': '*' });
      response.end();
      return;
    }
    if (url.pathname === '/style.json') {
      served.style++;
      const base = `http://127.0.0.1:${server.address().port}`;
      const style = {
        version: 8,
        name: 'Loopback raster',
        sources: { land: { type: 'raster', tiles: [`${base}/tiles/{z}/{x}/{y}.png`], tileSize: 256, maxzoom: 14, attribution: 'Loopback test tiles' } },
        layers: [
          { id: 'background', type: 'background', paint: { 'background-color': '#dfeaf2' } },
          { id: 'land', type: 'raster', source: 'land' },
        ],
      };
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      response.end(JSON.stringify(style));
      return;
    }
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      // Every tile looks the same: one PNG, drawn once.
      tile ??= sharp(Buffer.from(TILE_SVG)).png().toBuffer();
      try {
        const png = await tile;
        served.tiles++;
        response.writeHead(200, { ...cors, 'Content-Type': 'image/png' });
        response.end(png);
      } catch {
        response.writeHead(500, cors);
        response.end();
      }
      return;
    }
    response.writeHead(404, cors);
    response.end();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  return { styleUrl: `${base}/style.json`, origin: base, served, close: () => new Promise((resolve) => server.close(resolve)) };
}
