type Slot<T> = { running: Promise<T>; begun: boolean; next?: Promise<T> };

const ignore = () => undefined;

/**
 * Runs an expensive read at most once at a time per key, shared by everyone who asks meanwhile, and
 * never answers a caller from a read that began before it asked: callers in the same turn of the event
 * loop share one run; a caller who arrives while a read is under way waits for the next run, which
 * starts as soon as that one ends and serves every caller who arrived during it. So a hundred callers
 * at once cost at most two runs, not a hundred, and each still sees everything written before it asked
 * (a read under way may have read the data before that write).
 *
 * Unlike a cache, nothing is kept once a run ends: a caller alone always gets a run of its own.
 */
export class SharedRuns<T> {
  private readonly slots = new Map<string, Slot<T>>();

  run(key: string, read: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(key);
    if (!slot) return this.start(key, read);
    if (!slot.begun) return slot.running;
    slot.next ??= slot.running.then(ignore, ignore).then(() => this.start(key, read));
    return slot.next;
  }

  private start(key: string, read: () => Promise<T>): Promise<T> {
    const begin = () => {
      slot.begun = true;
      return read();
    };
    const running = Promise.resolve().then(begin);
    const slot: Slot<T> = { running, begun: false };
    this.slots.set(key, slot);
    // Registered before any `next`, so it runs first: with a next run waiting, that run takes the slot.
    const end = () => {
      if (slot.next === undefined) this.slots.delete(key);
    };
    running.then(end, end);
    return running;
  }
}
