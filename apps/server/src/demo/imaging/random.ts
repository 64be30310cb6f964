/**
 * A seeded pseudo-random sequence (mulberry32): the demo must come out the same on every machine
 * and every start, so nothing here may use Math.random.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** A normally distributed number, mean 0 and standard deviation 1 (approximately). */
  normal(): number;
  /** True with this probability. */
  chance(probability: number): boolean;
  /** One of the choices, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [choice: T, weight: number])[]): T;
}

/** @param seed - any integer; the same seed gives the same sequence */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let left = next() * total;
    for (const [choice, weight] of choices) {
      left -= weight;
      if (left < 0) return choice;
    }
    const last = choices.at(-1);
    if (last === undefined) throw new Error('a weighted choice from an empty list');
    return last[0];
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    // The sum of four uniforms is close enough to a bell for image noise, and cheap.
    normal: () => (next() + next() + next() + next() - 2) * Math.sqrt(3),
    chance: (probability) => next() < probability,
    weighted,
  };
}

/** A 32-bit seed from a text (FNV-1a), so that seeds can be named. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
