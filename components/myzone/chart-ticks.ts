/**
 * Round tick values for a chart's axis (issue 26 item 10: "12.3, 13.5, 14.7" said nothing a reader
 * could use): a step of 1, 2, 2.5 or 5 times a power of ten that gives about `count` ticks, the
 * axis widened to whole steps around the data. A flat series gets one step either side.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    const step = niceStep(Math.abs(min) / 10 || 1);
    return [min - step, min, min + step].map(tidy);
  }
  const step = niceStep((max - min) / Math.max(1, count - 1));
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = lo; value <= hi + step / 2; value += step) ticks.push(tidy(value));
  return ticks;
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Floating-point dust off a tick (0.30000000000000004 → 0.3). */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;
