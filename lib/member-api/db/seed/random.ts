/**
 * Seeded randomness for the demo-data generator. Everything the generator produces comes from
 * these streams, so the same seed (and the same `now`) always gives the same database.
 *
 * Each phase and each player draws from its own stream (`Random.derive(seed, 'rounds', playerIndex)`),
 * so a change in one phase never shifts the numbers of another, and a player's rounds do not depend
 * on how the generator batches its inserts.
 */

/** FNV-1a over the parts, then a murmur3 finaliser: a well-spread 32-bit seed from labels and numbers. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}\u0000`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Random {
  private state: number;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A stream of its own for one phase or one item: `Random.derive(seed, 'players', 17)`. */
  static derive(seed: number, ...labels: (string | number)[]): Random {
    return new Random(hashSeed(seed, ...labels));
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Whole number in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Real number in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks with the given relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** Gaussian (Box–Muller, the second value kept for the next call). */
  normal(mean = 0, sd = 1): number {
    if (this.spareNormal !== null) {
      const z = this.spareNormal;
      this.spareNormal = null;
      return mean + sd * z;
    }
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = r * Math.sin(2 * Math.PI * v);
    return mean + sd * r * Math.cos(2 * Math.PI * v);
  }

  /** Gaussian clamped to [min, max]. */
  clampedNormal(mean: number, sd: number, min: number, max: number): number {
    return Math.min(max, Math.max(min, this.normal(mean, sd)));
  }

  /** Log-normal with the given median and spread (sigma of the underlying normal). */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  /** Fisher–Yates in place; returns the array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }

  /** k distinct items (k capped at the length), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i];
      copy[i] = copy[j];
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }

  /** k distinct whole numbers from [0, n), in random order (memory O(k), for large n). */
  sampleIndexes(n: number, k: number): number[] {
    const count = Math.min(k, n);
    if (count * 3 > n) return this.sample(Array.from({ length: n }, (_, i) => i), count);
    const seen = new Set<number>();
    const out: number[] = [];
    while (out.length < count) {
      const i = Math.floor(this.next() * n);
      if (!seen.has(i)) {
        seen.add(i);
        out.push(i);
      }
    }
    return out;
  }
}

/** Rounds to the given number of decimals (for metres, ratings ...). */
export function round(value: number, decimals = 1): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
