import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activitySkus } from '../../../db/schema';
import { AppError, refused } from '../../../http/errors';

/**
 * How long a node answers "sold out" from memory without hearing of units coming back. The NOTIFY
 * of a restock, a cancellation or an expiry (flash-stock-plugin.ts) clears it at once on every
 * node; this bounds how long a lost notification can turn buyers away.
 */
export const SOLD_OUT_MEMO_MS = 2_000;
/** How long a node trusts the units left it last read before reading them again (when no order is in flight). */
export const STOCK_REFRESH_MS = 5_000;

type Entry = {
  /** Units left as this node last knew them (read, minus its own sales since); null: read before the next admission. */
  stock: number | null;
  readAt: number;
  reading: Promise<void> | null;
  /** Until when (monotonic ms) this node answers sold out without asking the database; 0: not known sold out. */
  soldOutUntil: number;
  /** Units of orders admitted and not yet placed or refused. */
  inFlight: number;
  /** Moves on every read and every forget: a read or a sale counted against an older count is not applied. */
  generation: number;
};

type ReadStock = (activityId: number, skuId: number) => Promise<number | null>;

const isSoldOut = (error: unknown) => error instanceof AppError && error.messageKey === 'activity_sold_out';

/**
 * One API node's front door to a flash sale (ADR 0043): decides sold out from memory, and lets no
 * more orders into checkout at once than there are units left, so that a thousand buyers pressing
 * together do not each open a transaction and queue on the activity's stock row. A buyer who finds
 * every unit it knows of being claimed is told sold out at once, as a claim that skips locked units
 * would be; a claim that then fails leaves its unit to the next buyer. The database's conditional
 * update still decides every unit; this only keeps the hopeless out of its way.
 */
export class FlashAdmission {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly readStock: ReadStock,
    private readonly monotonicNow: () => number = () => performance.now(),
    private readonly memoMs = SOLD_OUT_MEMO_MS,
  ) {}

  /**
   * Refuses sold out when this node already knows, without reading anything: while the memo holds,
   * or while the orders it let in claim every unit it knows of. order/create asks this before it
   * reads anything but the buyer's session, so that the hopeless cost no other query (ADR 0043, later).
   */
  refuseKnownSoldOut(activityId: number, skuId: number, quantity: number): void {
    const entry = this.entries.get(key(activityId, skuId));
    if (entry) this.refuseIfKnown(entry, quantity);
  }

  /**
   * Runs `place` (the order's transaction) when the sale may still have the units: refuses sold out
   * while the memo holds, or while the orders already admitted on this node claim every unit this
   * node knows of (with none in flight it always lets the order in: the database answers it).
   */
  async admit<T>(activityId: number, skuId: number, quantity: number, place: () => Promise<T>): Promise<T> {
    const entry = this.entry(activityId, skuId);
    if (entry.stock !== null && entry.inFlight === 0 && this.monotonicNow() - entry.readAt > STOCK_REFRESH_MS) entry.stock = null;
    if (!this.knownSoldOut(entry) && entry.stock === null) await this.read(entry, activityId, skuId);
    this.refuseIfKnown(entry, quantity);
    entry.inFlight += quantity;
    const countedFrom = entry.generation;
    try {
      const placed = await place();
      // What it read, less its own sales since; none left is sold out (units coming back would have moved the generation).
      if (entry.stock !== null && entry.generation === countedFrom) {
        entry.stock = Math.max(0, entry.stock - quantity);
        if (entry.stock === 0) this.markSoldOut(entry);
      }
      return placed;
    } catch (error) {
      // Refused by what the database held committed: no unit left to anyone now.
      if (isSoldOut(error)) this.markSoldOut(entry);
      throw error;
    } finally {
      entry.inFlight -= quantity;
    }
  }

  /** Units of the activity's SKU (of every SKU of it without one) came back: ask the database again. */
  forget(activityId: number, skuId?: number): void {
    const names = skuId === undefined ? [...this.entries.keys()].filter((name) => name.startsWith(`${activityId}:`)) : [key(activityId, skuId)];
    for (const name of names) {
      const entry = this.entries.get(name);
      if (!entry) continue;
      entry.generation += 1;
      entry.soldOutUntil = 0;
      entry.stock = null;
    }
  }

  private entry(activityId: number, skuId: number): Entry {
    const name = key(activityId, skuId);
    let entry = this.entries.get(name);
    if (!entry) {
      entry = { stock: null, readAt: 0, reading: null, soldOutUntil: 0, inFlight: 0, generation: 0 };
      this.entries.set(name, entry);
    }
    return entry;
  }

  private refuseIfKnown(entry: Entry, quantity: number): void {
    if (this.knownSoldOut(entry)) throw refused('activity_sold_out', 'sku_id');
    // Every unit it knows of is being claimed right now: sold out, as a claim that skips locked units answers.
    if (entry.stock !== null && entry.inFlight > 0 && entry.inFlight + quantity > entry.stock) throw refused('activity_sold_out', 'sku_id');
  }

  private knownSoldOut(entry: Entry): boolean {
    if (entry.soldOutUntil === 0) return false;
    if (this.monotonicNow() < entry.soldOutUntil) return true;
    entry.soldOutUntil = 0;
    entry.stock = null;
    return false;
  }

  private markSoldOut(entry: Entry): void {
    entry.stock = 0;
    entry.soldOutUntil = this.monotonicNow() + this.memoMs;
  }

  /** One read per node however many wait for it. No such SKU: nothing to hold back, checkout refuses it. */
  private read(entry: Entry, activityId: number, skuId: number): Promise<void> {
    const readFrom = entry.generation;
    entry.reading ??= this.readStock(activityId, skuId)
      .then((stock) => {
        // Units came back while it read: what it read may be from before; the next order reads again.
        if (entry.generation !== readFrom) return;
        entry.generation += 1;
        entry.readAt = this.monotonicNow();
        if (stock === 0) this.markSoldOut(entry);
        else entry.stock = stock ?? Number.POSITIVE_INFINITY;
      })
      .finally(() => {
        entry.reading = null;
      });
    return entry.reading;
  }
}

const key = (activityId: number, skuId: number) => `${activityId}:${skuId}`;

/** The units left of an activity's SKU, committed; null when the activity does not offer it. */
export function activityStockReader(db: Db): ReadStock {
  return async (activityId, skuId) => {
    const [row] = await db
      .select({ stock: activitySkus.stock })
      .from(activitySkus)
      .where(and(eq(activitySkus.activityId, activityId), eq(activitySkus.skuId, skuId)))
      .limit(1);
    return row?.stock ?? null;
  };
}
