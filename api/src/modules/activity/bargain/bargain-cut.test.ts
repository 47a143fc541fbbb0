import { randomInt } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { helpersNeededFor, nextCut, type RandomInt } from './bargain-cut';

/** A repeatable source of random integers, so a failing run can be replayed from its seed. */
function seeded(seed: number): RandomInt {
  let state = seed;
  return (min, max) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return min + (state % (max - min));
  };
}

/** Every cut of a bargain from `startCents` to `floorCents`, one per needed helper. */
function cutAll(startCents: number, floorCents: number, helpersNeeded: number, random: RandomInt): number[] {
  const cuts: number[] = [];
  let price = startCents;
  for (let helper = 0; helper < helpersNeeded; helper++) {
    const cut = nextCut(price - floorCents, helpersNeeded - helper, random);
    cuts.push(cut);
    price -= cut;
  }
  return cuts;
}

describe('bargain cuts', () => {
  it('cuts at least 0.01 each, never below the floor, and reaches the floor exactly with the last needed helper', () => {
    const scenarios = seeded(20_250_601);
    const failures: object[] = [];
    for (let run = 0; run < 3000; run++) {
      const startCents = scenarios(2, 200_000);
      const floorCents = scenarios(1, startCents);
      const helpersNeeded = helpersNeededFor(scenarios(1, 40), startCents, floorCents);
      const random = run % 2 === 0 ? seeded(run) : randomInt;
      const cuts = cutAll(startCents, floorCents, helpersNeeded, random);
      const prices = cuts.map((_, index) => startCents - cuts.slice(0, index + 1).reduce((sum, cut) => sum + cut, 0));
      const scenario = { startCents, floorCents, helpersNeeded, cuts };
      if (Math.min(...cuts) < 1 || Math.min(...prices) < floorCents || prices.at(-1) !== floorCents) failures.push(scenario);
    }
    expect(failures).toEqual([]);
  });

  it('gives every earlier helper 20-50% of what is left beyond a cent for each helper after them', () => {
    expect(nextCut(10_000, 3, () => 20)).toBe(Math.floor(9_998 * 0.2));
    expect(nextCut(10_000, 3, () => 50)).toBe(4_999);
    const random = seeded(7);
    for (let run = 0; run < 1000; run++) {
      const left = 1_000 + run * 37;
      const cut = nextCut(left, 4, random);
      expect(cut).toBeGreaterThanOrEqual(Math.floor((left - 3) * 0.2));
      expect(cut).toBeLessThanOrEqual(Math.floor((left - 3) * 0.5));
    }
  });

  it('cuts straight to the floor when one helper is needed, and one cent each when there is just a cent per helper', () => {
    expect(nextCut(12_345, 1, () => 20)).toBe(12_345);
    expect(cutAll(9_900, 100, 1, randomInt)).toEqual([9_800]);
    expect(cutAll(105, 100, 5, randomInt)).toEqual([1, 1, 1, 1, 1]);
    // 20% of 2 cents rounds down to nothing; the helper still cuts a cent.
    expect(nextCut(4, 3, () => 20)).toBe(1);
  });

  it('never needs more helpers than there are cents between the start and the floor', () => {
    expect(helpersNeededFor(10, 1_000, 997)).toBe(3);
    expect(helpersNeededFor(3, 1_000, 100)).toBe(3);
    expect(() => nextCut(2, 3)).toThrow();
  });
});
