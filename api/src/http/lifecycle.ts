/**
 * Where an API process is in its life: `starting` (listening, the database being migrated and seeded),
 * `ready` (serving), `draining` (a SIGTERM arrived: it finishes what it has and takes nothing new).
 * Readiness (health-plugin.ts) answers from it; the shutdown (graceful-shutdown.ts) moves it.
 */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

export class Lifecycle {
  private current: LifecyclePhase;
  private readonly readyWaiters = new Set<() => void>();
  private readonly drainListeners: Array<() => void> = [];

  /** Tests' apps are ready at once; main.ts starts one `starting`. */
  constructor(phase: LifecyclePhase = 'ready') {
    this.current = phase;
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

  /** Resolves once the process is no longer starting, or after `withinMs`, whichever comes first; answers whether it is ready. */
  async whenStarted(withinMs: number): Promise<boolean> {
    if (this.current === 'starting') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, withinMs);
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
