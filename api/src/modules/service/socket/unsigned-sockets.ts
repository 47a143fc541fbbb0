/**
 * This node's sockets that have not signed in yet, counted per client address. Such a socket holds a
 * connection and memory for up to CHAT_LOGIN_WITHIN_MS without saying who it is, so one address may
 * hold only so many at once; signed-in sockets are bounded per member instead (socketsPerUser). Kept
 * in memory on purpose: it bounds what this process holds, and counting in the database would turn a
 * flood of connections into a flood of writes.
 */
export class UnsignedSockets {
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Counts a new socket from `address`, or answers false when that address already holds its share. */
  admit(address: string): boolean {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.perAddress) return false;
    this.byAddress.set(address, held + 1);
    return true;
  }

  /** One socket of `address` signed in or closed. */
  release(address: string): void {
    const held = this.byAddress.get(address) ?? 0;
    if (held > 1) this.byAddress.set(address, held - 1);
    else this.byAddress.delete(address);
  }
}
