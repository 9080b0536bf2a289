/**
 * Seeded randomness. Everything in the world derives from the sandbox seed so that two sandboxes with
 * the same seed serve byte-identical data, and any single day can be recomputed without replaying history.
 */

/** mulberry32: tiny, fast, good enough for simulated ad traffic. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a over the parts, so a stream can be keyed by (seed, "metrics", date, pair id) without state. */
export function hashKey(...parts: (string | number)[]): number {
  return hashOnto(FNV_OFFSET, parts) >>> 0;
}

/**
 * The hash of `prefix`'s parts followed by `parts`, where `prefix` is `hashPrefix` of the first parts: a
 * key hashed millions of times with the same leading parts (a path's daily traffic) hashes them once.
 */
export function hashPrefix(...parts: (string | number)[]): number {
  return hashOnto(FNV_OFFSET, parts);
}

export function streamAfter(prefix: number, ...parts: (string | number)[]): Random {
  return new Random(mulberry32(hashOnto(prefix, parts) >>> 0));
}

function hashOnto(start: number, parts: (string | number)[]): number {
  let hash = start;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x1f; // separator, so ("ab","c") and ("a","bc") differ
    hash = Math.imul(hash, 0x01000193);
  }
  return hash;
}

/** A random stream keyed by its parts: the same parts always give the same sequence. */
export function streamFor(...parts: (string | number)[]): Random {
  return new Random(mulberry32(hashKey(...parts)));
}

export class Random {
  constructor(readonly next: () => number) {}

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, maxInclusive: number): number {
    return Math.floor(this.between(min, maxInclusive + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Up to `count` distinct items, order randomised. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  /** Rounds x up or down at random so that the expected value stays x (clicks from a click rate, etc.). */
  roundStochastic(x: number): number {
    const floor = Math.floor(x);
    return floor + (this.next() < x - floor ? 1 : 0);
  }

  /** Digits and uppercase letters, as in ASINs and Amazon ids. */
  alphanumeric(length: number): string {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }

  /** A numeric id as Amazon uses for campaigns, ad groups, etc. (15 digits: exact in a JS number). */
  numericId(): string {
    return String(this.int(1, 9)) + String(Math.floor(this.next() * 1e14)).padStart(14, '0');
  }
}
