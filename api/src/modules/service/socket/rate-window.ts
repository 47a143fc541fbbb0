/**
 * Counts one socket's events over a sliding window, in memory. The chat's message limit holds per
 * member in the database (FixedWindowLimiter.hitEach, a batch at a time); this window runs first, so a socket flooding on
 * its own is refused without a database write for every frame.
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
