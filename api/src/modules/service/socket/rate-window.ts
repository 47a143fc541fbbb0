/**
 * Counts one socket's events over a sliding window. Kept in memory on purpose: the limit is per
 * connection, so no other node ever needs to see it.
 */
export class RateWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an event at `now` (ms) and answers whether it is within the limit; a refused event is not counted. */
  take(now: number): boolean {
    while (this.times.length > 0 && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length >= this.limit) return false;
    this.times.push(now);
    return true;
  }
}
