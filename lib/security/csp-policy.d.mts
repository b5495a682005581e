export interface CspOptions {
  /** Pages rendered per request: this response's nonce. */
  nonce?: string;
  /** Cached pages: the 'sha256-…' sources of the page's inline scripts. */
  scriptHashes?: string[];
  development?: boolean;
  imageHosts?: string[];
  frameHosts?: string[];
  connectHosts?: string[];
}

export function contentSecurityPolicy(options: CspOptions): string;
export function policyHosts(env?: Record<string, string | undefined>): Required<Pick<CspOptions, 'imageHosts' | 'frameHosts' | 'connectHosts'>>;
