import fs from 'node:fs';
import path from 'node:path';
import { SHARED_ROUTES } from './edge-cache.mjs';

// The edge cache serves a shared route's answer to anyone, session or not (server/edge-cache.mjs
// SHARED_ROUTES). That is safe only while the route's answer depends on nothing of the caller's: each
// listed route is read here for what would make it per caller.
const PER_CALLER = [
  /from 'next\/headers'/,
  /\bcookies\(/,
  /\bheaders\(\)/,
  /request\.headers/,
  /\bverifySession\b/,
  /\bcurrentMember\b/,
  /\breadMine\b/,
  /\breadMember\b/,
  /@\/lib\/portal\/auth\b/,
];

describe('shared routes', () => {
  it.each([...SHARED_ROUTES])('%s is a route handler that reads nothing of the caller and marks its answer with its shared read', (route) => {
    const file = path.join(process.cwd(), 'app', route, 'route.ts');
    const source = fs.readFileSync(file, 'utf8');
    for (const pattern of PER_CALLER) expect({ file: path.relative(process.cwd(), file), pattern: pattern.source, found: pattern.test(source) }).toMatchObject({ found: false });
    expect(source).toMatch(/edgeSharing\('\w+'/);
    expect(source).toMatch(/export async function GET\(/);
  });
});
