/** How today's figure moved from yesterday's: the difference and, when yesterday was not zero, its share. */
export type DayChange = { direction: 'up' | 'down' | 'same'; difference: number; percent: number | null };

export function dayChange(today: number, yesterday: number): DayChange {
  const difference = today - yesterday;
  return {
    direction: difference > 0 ? 'up' : difference < 0 ? 'down' : 'same',
    difference: Math.abs(difference),
    percent: yesterday === 0 ? null : Math.round((Math.abs(difference) / Math.abs(yesterday)) * 1000) / 10,
  };
}

/** A yuan amount of the API ("12.30") in cents, so differences are exact. */
export const toCents = (yuan: string) => Math.round(Number.parseFloat(yuan) * 100);
