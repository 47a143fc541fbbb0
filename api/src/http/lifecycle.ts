/**
 * Where an API process is in its life: `starting` (listening, the database being migrated and seeded),
 * `ready` (serving), `draining` (a SIGTERM arrived: it finishes what it has and takes nothing new).
 * Readiness (health-plugin.ts) answers from it; the shutdown (graceful-shutdown.ts) moves it.
 */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

/**
 * How long a request that arrives while the node is starting waits for it at the door before a 503:
 * a restart (nothing to migrate) is ready well within it, so a shopper whose request the gateway sent
 * to a node still starting is served, not refused; a long migration answers 503 after it.
 */
export const START_HOLD_MS = 10_000;

export class Lifecycle {
  private current: LifecyclePhase;
  private readonly readyWaiters = new Set<() => void>();
  private readonly drainListeners: Array<() => void> = [];

  readonly startHoldMs: number;

  /** Tests' apps are ready at once; main.ts starts one `starting`. */
  constructor(phase: LifecyclePhase = 'ready', options: { startHoldMs?: number } = {}) {
    this.current = phase;
    this.startHoldMs = options.startHoldMs ?? START_HOLD_MS;
  }

  get phase(): LifecyclePhase {
    return this.current;
  }

  get draining(): boolean {
    return this.current === 'draining';
  }

  /** The database is prepared and the jobs run: requests held at the door go on. */
  markReady(): void {
    if (this.current !== 'starting') return;
    this.current = 'ready';
    this.releaseWaiters();
  }

  /** Stops taking new work: readiness fails from now on, and every drain listener runs once (the chat hands its sockets back). */
  drain(): void {
    if (this.current === 'draining') return;
    this.current = 'draining';
    this.releaseWaiters();
    for (const listener of this.drainListeners.splice(0)) listener();
  }

  onDrain(listener: () => void): void {
    if (this.current === 'draining') listener();
    else this.drainListeners.push(listener);
  }

  /** Resolves once the process is no longer starting, or after startHoldMs, whichever comes first; answers whether it is ready. */
  async whenStarted(): Promise<boolean> {
    if (this.current === 'starting') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.startHoldMs);
        const waiters = this.readyWaiters;
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        waiters.add(done);
      });
    }
    return this.current === 'ready';
  }

  private releaseWaiters(): void {
    for (const waiter of [...this.readyWaiters]) waiter();
  }
}
