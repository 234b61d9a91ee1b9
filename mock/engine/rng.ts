/**
 * Seeded randomness. The engine never calls Math.random: every random draw is derived from the
 * game seed plus a label (e.g. the round and market), so the same seed always gives the same game
 * and one market's draws do not shift when another market changes.
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** float in [0, 1) */
  next(): number;
  /** integer in [min, max] (inclusive); returns min when max < min */
  int(min: number, max: number): number;
  /** true with probability pct/100 */
  chance(pct: number): boolean;
}

/** mulberry32: tiny, fast, good enough for a game. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min, max) {
      if (max <= min) return min;
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(pct) {
      return next() * 100 < pct;
    },
  };
}

/** An Rng for one purpose of one game: seed mixed with a label. */
export function rngFor(seed: number, label: string): Rng {
  return createRng(hashString(`${seed}|${label}`));
}
