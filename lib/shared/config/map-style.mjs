// The venue finder's default map style, in plain JavaScript because two kinds of code read it: the
// env module (lib/shared/config/env.ts) and the CSP builder (lib/shared/security/csp-policy.mjs, loaded unbundled).
/** OpenFreeMap's "liberty": OpenStreetMap data, free, no key. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
