import { randomInt } from 'node:crypto';

/** A random integer in [min, max): node:crypto's by default, a seeded one in tests. */
export type RandomInt = (min: number, max: number) => number;

/**
 * How many cents the next helper cuts from a bargain that is `leftCents` above its floor with
 * `helpersLeft` helpers still needed (this one included). The last needed helper cuts exactly to the
 * floor; any other keeps at least 1 cent for each helper after them and cuts a random 20-50% of the
 * rest, at least 1 cent. So every cut is at least 1 cent and the cuts of all needed helpers add up
 * to exactly the distance from the start to the floor, provided it was at least one cent per helper
 * (startBargain caps the helpers needed to that).
 */
export function nextCut(leftCents: number, helpersLeft: number, random: RandomInt = randomInt): number {
  if (helpersLeft < 1 || leftCents < helpersLeft) throw new Error(`cannot cut ${leftCents} cents among ${helpersLeft} helpers`);
  if (helpersLeft === 1) return leftCents;
  const rest = leftCents - (helpersLeft - 1);
  const percent = random(20, 51);
  return Math.max(1, Math.floor((rest * percent) / 100));
}

/** The helpers a bargain needs: the activity's, but never more than the cents between start and floor. */
export const helpersNeededFor = (activityHelpers: number, startCents: number, floorCents: number) => Math.min(activityHelpers, startCents - floorCents);
