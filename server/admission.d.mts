import type { IncomingMessage, ServerResponse } from 'node:http';

export interface AdmissionLimits {
  maxInFlight: number;
  maxQueued: number;
  maxWaitMs: number;
}

export interface AdmissionStats {
  inFlight: number;
  queued: number;
  admitted: number;
  waited: number;
  shed: number;
  /**
   * Of those shed, handed to the edge cache's stale copy instead of a 503. A member's copy waits for its
   * session check, and one that fails is refused, and counted shed, once more.
   */
  servedStale: number;
}

export function insteadOfRefusal(res: ServerResponse, answer: () => void): void;
export function isExemptFromAdmission(url: string | undefined): boolean;
export function admissionLimitsFromEnv(): AdmissionLimits;
export function sessionCheckLimitsFromEnv(): AdmissionLimits;
export function createAdmission(
  options: AdmissionLimits & { retryAfterSeconds?: number; headers?: Record<string, string>; lagMs?: () => number },
): {
  admit(req: IncomingMessage, res: ServerResponse, work: () => void): void;
  refuse(res: ServerResponse): void;
  stats(): AdmissionStats;
};
