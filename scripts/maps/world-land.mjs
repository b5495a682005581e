#!/usr/bin/env node
// Writes lib/portal/maps/world-land.json: the world's land at 1:110m (Natural Earth, public domain, through
// the world-atlas package's TopoJSON), as plain rings of [longitude, latitude] rounded to 0.1°, for
// the venue map's drawn fallback (components/store/venue-map.tsx). Generated once and kept in the
// repo, so the portal does not carry the two packages; to rebuild:
//
//   npm install --no-save world-atlas@2 topojson-client@3 && node scripts/maps/world-land.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { feature } = require('topojson-client');
const topology = require('world-atlas/land-110m.json');
const land = feature(topology, topology.objects.land);

const round = (value) => Math.round(value * 10) / 10;
const rings = [];
for (const shape of land.features) {
  const polygons = shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const points = [];
      for (const [lng, lat] of ring) {
        const point = [round(lng), round(lat)];
        const last = points.at(-1);
        if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
      }
      if (points.length >= 4) rings.push(points);
    }
  }
}
const out = path.resolve(import.meta.dirname, '../../lib/portal/maps/world-land.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ source: 'Natural Earth 1:110m land (public domain), via world-atlas 2 (ISC)', rings })}\n`);
console.log(`${rings.length} rings, ${rings.reduce((n, r) => n + r.length, 0)} points, ${fs.statSync(out).size} bytes -> ${path.relative(process.cwd(), out)}`);
