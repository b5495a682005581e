export interface CspOptions {
  /** Pages rendered per request: this response's nonce. */
  nonce?: string;
  /** Cached pages: the 'sha256-…' sources of the page's inline scripts. */
  scriptHashes?: string[];
  development?: boolean;
  imageHosts?: string[];
  frameHosts?: string[];
  connectHosts?: string[];
  /** The venue finder's map style host (MAP_STYLE_URL's origin): style, tiles, glyphs, sprites. */
  mapHosts?: string[];
  /** Origins of third-party scripts (Stripe.js with card payments on). */
  scriptHosts?: string[];
}

export function contentSecurityPolicy(options: CspOptions): string;
export function policyHosts(env?: Record<string, string | undefined>): Required<Pick<CspOptions, 'imageHosts' | 'frameHosts' | 'connectHosts' | 'mapHosts' | 'scriptHosts'>>;
