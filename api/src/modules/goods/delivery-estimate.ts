import { shopDate, shopDateTime } from '../footprint';

// The buy box's arrival estimate, one rule: a parcel leaves the shop's district the day it is ordered
// when ordered before the dispatch cut-off (China time), else the next day, and travels a number of
// days that grows with the distance between provinces.

/** Days on the road: inside the shop's province, to a bordering one, further, and to the far west. */
export const TRANSIT_DAYS = { sameProvince: 1, neighbour: 2, far: 3, remote: 5 } as const;

/** Xinjiang and Tibet: whatever the distance, parcels take the longest there. */
const REMOTE_PROVINCES = new Set(['54', '65']);

/** Provinces that share a border (Guangdong and Hainan across the strait), by the two digits of their codes. */
const BORDERS: ReadonlyArray<readonly [string, string[]]> = [
  ['11', ['12', '13']],
  ['12', ['13']],
  ['13', ['14', '15', '21', '37', '41']],
  ['14', ['15', '41', '61']],
  ['15', ['21', '22', '23', '61', '62', '64']],
  ['21', ['22']],
  ['22', ['23']],
  ['31', ['32', '33']],
  ['32', ['33', '34', '37']],
  ['33', ['34', '35', '36']],
  ['34', ['36', '37', '41', '42']],
  ['35', ['36', '44']],
  ['36', ['42', '43', '44']],
  ['37', ['41']],
  ['41', ['42', '61']],
  ['42', ['43', '50', '61']],
  ['43', ['44', '45', '50', '52']],
  ['44', ['45', '46']],
  ['45', ['52', '53']],
  ['50', ['51', '52', '61']],
  ['51', ['52', '53', '54', '61', '62', '63']],
  ['52', ['53']],
  ['53', ['54']],
  ['54', ['63', '65']],
  ['61', ['62', '64']],
  ['62', ['63', '64', '65']],
  ['63', ['65']],
];

const neighbours = new Map<string, Set<string>>();
for (const [province, bordering] of BORDERS) {
  for (const other of bordering) {
    neighbours.set(province, (neighbours.get(province) ?? new Set()).add(other));
    neighbours.set(other, (neighbours.get(other) ?? new Set()).add(province));
  }
}

/** Days a parcel travels between two district codes. */
export function transitDays(fromCode: string, toCode: string): number {
  const from = fromCode.slice(0, 2);
  const to = toCode.slice(0, 2);
  if (from === to) return TRANSIT_DAYS.sameProvince;
  if (REMOTE_PROVINCES.has(to)) return TRANSIT_DAYS.remote;
  return neighbours.get(from)?.has(to) ? TRANSIT_DAYS.neighbour : TRANSIT_DAYS.far;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type ArrivalEstimate = { shipsToday: boolean; transitDays: number; arriveBy: string };

/** When a parcel ordered at `now` arrives: ships today before `cutoffHour` (China time), else tomorrow, then travels. */
export function estimateArrival(now: Date, cutoffHour: number, fromCode: string, toCode: string): ArrivalEstimate {
  const shipsToday = Number(shopDateTime(now).slice(11, 13)) < cutoffHour;
  const days = transitDays(fromCode, toCode);
  return { shipsToday, transitDays: days, arriveBy: addDays(shopDate(now), days + (shipsToday ? 0 : 1)) };
}
