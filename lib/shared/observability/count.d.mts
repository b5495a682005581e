export const METRICS_STORE: unique symbol;
export function countMetric(name: 'edgeCache' | 'rounds' | 'jobRuns' | 'pageCache', labels?: Record<string, string>): void;
export function observeMetric(name: 'jobDuration', labels: Record<string, string>, seconds: number): void;
export type MetricSources = {
  mailOutbox: () => Promise<{ waiting: number; failing: number }>;
  dbPool: () => { total: number; idle: number; waiting: number };
  pageCacheDisk: () => { bytes: number; entries: number; maxBytes: number };
};
export function registerMetricSource<N extends keyof MetricSources>(name: N, read: MetricSources[N]): void;
export function metricSource<N extends keyof MetricSources>(name: N): MetricSources[N] | undefined;
