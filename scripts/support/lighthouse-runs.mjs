// Lighthouse (mobile: its default emulation and simulated throttling) as bench:pages runs it: one run's
// scores and main metrics, the median of several runs, and the one table that reports them.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run of `pageUrl` in the Chromium listening on `chrome.port`: the four category scores
 * (0–100) and FCP, LCP, TBT (ms) and CLS. With `reportDir`, the JSON report is kept there as `<label>.json`.
 */
export async function lighthouseRun(chrome, pageUrl, { label, reportDir }) {
  const result = await lighthouse(pageUrl, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (reportDir) {
    const report = typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr);
    fs.writeFileSync(path.join(reportDir, `${label.replace(/[^a-zA-Z0-9.]+/g, '-')}.json`), report);
  }
  const { audits } = result.lhr;
  return {
    ...Object.fromEntries(categories.map((key) => [key, Math.round((result.lhr.categories[key]?.score ?? 0) * 100)])),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of each score and metric over `runs`, each taken on its own (so not one run's figures). */
export function medianOfRuns(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/**
 * Prints the table: page, mode, performance (median, then each run), FCP, LCP, TBT, CLS (medians), the
 * gap to the bare page in the same mode, a11y/best practices/SEO, each run's load average, and ✗ where
 * a budget is missed.
 */
export function printLighthouseTable(rows) {
  const header = ['page', 'mode', 'perf', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'vs bare', 'a11y/bp/seo', 'load (1 min)', ''];
  const lines = rows.map(({ page, mode, median: m, runs, gap, loads, ok }) => [
    page,
    mode,
    String(m.performance),
    runs.map((run) => run.performance).join(' '),
    `${(m.fcp / 1000).toFixed(2)} s`,
    `${(m.lcp / 1000).toFixed(2)} s`,
    `${Math.round(m.tbt)} ms`,
    m.cls.toFixed(3),
    gap === undefined ? '—' : `${gap > 0 ? '+' : ''}${gap}`,
    `${m.accessibility}/${m['best-practices']}/${m.seo}`,
    loads.join(' '),
    ok ? '' : '✗',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => `  ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`.trimEnd();
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
