import { describe, expect, it } from '@jest/globals';
import { AppError, refused } from '../../../http/errors';
import { FlashAdmission, SOLD_OUT_MEMO_MS, STOCK_REFRESH_MS } from './flash-admission';

/** A flash admission over a stock table in memory, on a clock the test moves. */
function admissionOver(stock: Map<string, number>) {
  let clock = 1_000;
  const reads: string[] = [];
  const admission = new FlashAdmission(
    async (activityId, skuId) => {
      reads.push(`${activityId}:${skuId}`);
      return stock.get(`${activityId}:${skuId}`) ?? null;
    },
    () => clock,
  );
  return { admission, reads, advance: (ms: number) => (clock += ms) };
}

/** An order's transaction that takes `quantity` from the table while it has them, as the database's conditional update does. */
const takeFrom = (stock: Map<string, number>, name: string, quantity: number, log: string[] = []) => async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const left = stock.get(name) ?? 0;
  if (left < quantity) throw refused(left === 0 ? 'activity_sold_out' : 'activity_out_of_stock', 'sku_id');
  stock.set(name, left - quantity);
  log.push('placed');
  return 'order';
};

const messageOf = (error: unknown) => (error instanceof AppError ? error.messageKey : String(error));

describe('a flash sale’s admission on one node', () => {
  it('answers sold out from memory once the database said so, and asks again once the memo has lapsed', async () => {
    const stock = new Map([['1:2', 2]]);
    const { admission, reads, advance } = admissionOver(stock);
    expect(await admission.admit(1, 2, 1, takeFrom(stock, '1:2', 1))).toBe('order');
    // Another node sells the last unit; this one's next order learns it from the database.
    stock.set('1:2', 0);
    let placed = 0;
    const place = async () => {
      placed += 1;
      throw refused('activity_sold_out', 'sku_id');
    };
    await expect(admission.admit(1, 2, 1, place)).rejects.toMatchObject({ messageKey: 'activity_sold_out' });
    expect(placed).toBe(1);
    // Known sold out: refused without a transaction, nor a read.
    const readsBefore = reads.length;
    await expect(admission.admit(1, 2, 1, place)).rejects.toMatchObject({ messageKey: 'activity_sold_out' });
    expect([placed, reads.length]).toEqual([1, readsBefore]);

    advance(SOLD_OUT_MEMO_MS);
    stock.set('1:2', 3);
    expect(await admission.admit(1, 2, 1, takeFrom(stock, '1:2', 1))).toBe('order');
    expect(reads.length).toBe(readsBefore + 1);
  });

  it('answers sold out from memory once its own sales took the units it read', async () => {
    const stock = new Map([['6:6', 2]]);
    const { admission } = admissionOver(stock);
    expect(await admission.admit(6, 6, 2, takeFrom(stock, '6:6', 2))).toBe('order');
    let placed = 0;
    await expect(
      admission.admit(6, 6, 1, async () => {
        placed += 1;
        return 'order';
      }),
    ).rejects.toMatchObject({ messageKey: 'activity_sold_out' });
    expect(placed).toBe(0);
  });

  it('refuses at once when its read finds none left, and forgets it when units come back', async () => {
    const stock = new Map([['4:5', 0]]);
    const { admission } = admissionOver(stock);
    let placed = 0;
    const place = async () => {
      placed += 1;
      return 'order';
    };
    await expect(admission.admit(4, 5, 1, place)).rejects.toMatchObject({ messageKey: 'activity_sold_out' });
    stock.set('4:5', 1);
    await expect(admission.admit(4, 5, 1, place)).rejects.toMatchObject({ messageKey: 'activity_sold_out' });
    admission.forget(4);
    expect(await admission.admit(4, 5, 1, place)).toBe('order');
    expect(placed).toBe(1);
  });

  it('lets in no more buyers at once than the units it knows of, and tells the others sold out at once', async () => {
    const stock = new Map([['7:8', 3]]);
    const { admission, reads } = admissionOver(stock);
    let running = 0;
    let most = 0;
    let attempts = 0;
    const log: string[] = [];
    const buy = () =>
      admission.admit(7, 8, 1, async () => {
        attempts += 1;
        running += 1;
        most = Math.max(most, running);
        try {
          return await takeFrom(stock, '7:8', 1, log)();
        } finally {
          running -= 1;
        }
      });
    const answers = await Promise.allSettled(Array.from({ length: 50 }, buy));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    expect(new Set(answers.flatMap((answer) => (answer.status === 'rejected' ? [messageOf(answer.reason)] : [])))).toEqual(new Set(['activity_sold_out']));
    expect(most).toBeLessThanOrEqual(3);
    // Only the three admitted opened a transaction; one read served all fifty.
    expect([attempts, log.length, reads.length]).toEqual([3, 3, 1]);
  });

  it('tells a buyer sold out while every unit it knows of is being claimed, and lets the next in once a claim fails for its own reason', async () => {
    const stock = new Map([['9:1', 1]]);
    const { admission } = admissionOver(stock);
    const capped = admission.admit(9, 1, 1, async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw refused('activity_member_limit', 'quantity');
    });
    await expect(admission.admit(9, 1, 1, takeFrom(stock, '9:1', 1))).rejects.toMatchObject({ messageKey: 'activity_sold_out' });
    await expect(capped).rejects.toMatchObject({ messageKey: 'activity_member_limit' });
    expect(await admission.admit(9, 1, 1, takeFrom(stock, '9:1', 1))).toBe('order');
    // Two wanted while one is known and none in flight: let in, and the database answers how many are left.
    stock.set('9:1', 1);
    admission.forget(9, 1);
    await expect(admission.admit(9, 1, 2, takeFrom(stock, '9:1', 2))).rejects.toMatchObject({ messageKey: 'activity_out_of_stock' });
  });

  it('does not trust a read that raced units coming back', async () => {
    const stock = new Map([['2:2', 0]]);
    let release: () => void = () => {};
    let reads = 0;
    const admission = new FlashAdmission(async () => {
      reads += 1;
      const seen = stock.get('2:2')!;
      if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return seen;
    });
    const first = admission.admit(2, 2, 1, takeFrom(stock, '2:2', 1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A cancellation commits and is heard while the read that saw none left is still on its way.
    stock.set('2:2', 1);
    admission.forget(2, 2);
    release();
    expect(await first).toBe('order');
    expect(reads).toBe(1);
  });

  it('reads the units again after a while with nothing in flight, so another node’s sales or restocks are seen', async () => {
    const stock = new Map([['3:3', 10]]);
    const { admission, reads, advance } = admissionOver(stock);
    await admission.admit(3, 3, 1, takeFrom(stock, '3:3', 1));
    await admission.admit(3, 3, 1, takeFrom(stock, '3:3', 1));
    expect(reads).toHaveLength(1);
    advance(STOCK_REFRESH_MS + 1);
    await admission.admit(3, 3, 1, takeFrom(stock, '3:3', 1));
    expect(reads).toHaveLength(2);
  });
});
