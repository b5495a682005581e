import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Counter, Histogram, Registry } from 'prom-client';

export interface MetricsStore {
  registry: Registry;
  counters: { edgeCache: Counter<'outcome'>; rounds: Counter<'outcome'>; jobRuns: Counter<'job' | 'outcome'>; pageCache: Counter<'outcome'> };
  histograms: { jobDuration: Histogram<'job'> };
  observe(req: IncomingMessage, res: ServerResponse): void;
}
export { countMetric, observeMetric, registerMetricSource } from '../lib/shared/observability/count.mjs';
export function routeLabeller(appDir: string, locales?: string[]): (url: string | undefined) => string;
export function createMetrics(options?: { appDir?: string }): MetricsStore;
export function metricsAuthorised(req: IncomingMessage, token: string | undefined): boolean;
export function serveMetrics(req: IncomingMessage, res: ServerResponse, store: MetricsStore, options?: { token?: string; headers?: Record<string, string> }): Promise<void>;
