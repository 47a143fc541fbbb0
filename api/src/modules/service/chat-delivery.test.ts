import { describe, expect, it, jest } from '@jest/globals';
import type { Db } from '../../db/client';
import { withRequestId } from '../../http/request-id';
import { packDeliveries, publishDeliveries, type ChatDelivery } from './chat-delivery';

const refusal = (text: string): ChatDelivery => ({ to: [{ member: 1 }], frame: { type: 'error', data: { code: 'invalid', reason: text, field: null, client_id: null } } });

describe('packDeliveries', () => {
  it('sends a message’s few frames as one payload, in order', () => {
    const deliveries = [refusal('a'), refusal('b'), refusal('c')];
    const payloads = packDeliveries(deliveries);
    expect(payloads).toHaveLength(1);
    expect(JSON.parse(payloads[0]!)).toEqual(deliveries);
  });

  it('splits what would pass PostgreSQL’s 8,000-byte NOTIFY limit, keeping the order', () => {
    // 3,000 bytes each in UTF-8 (1,000 CJK characters: the longest chat text).
    const deliveries = [refusal('字'.repeat(1000)), refusal('句'.repeat(1000)), refusal('话'.repeat(1000))];
    const payloads = packDeliveries(deliveries);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => JSON.parse(payload) as ChatDelivery[])).toEqual(deliveries);
  });

  it('publishes nothing for nothing', () => {
    expect(packDeliveries([])).toEqual([]);
  });
});

describe('publishDeliveries', () => {
  /** What NOTIFY was given (one JSON array of payloads), with drizzle's `sql` template read back from its parameters. */
  function fakeDb() {
    const payloads: ChatDelivery[][] = [];
    const execute = jest.fn((query: { queryChunks: unknown[] }) => {
      const sent = query.queryChunks.find((chunk): chunk is string => typeof chunk === 'string' && chunk.startsWith('['));
      for (const payload of JSON.parse(sent!) as string[]) payloads.push(JSON.parse(payload) as ChatDelivery[]);
      return Promise.resolve();
    });
    return { db: { execute } as unknown as Db, payloads };
  }

  it('names the request or frame that caused each delivery, for the log of the node that delivers it', async () => {
    const { db, payloads } = fakeDb();
    await withRequestId('0123456789abcdef.2', () => publishDeliveries(db, [refusal('a'), refusal('b')]));
    expect(payloads.flat().map((delivery) => delivery.request_id)).toEqual(['0123456789abcdef.2', '0123456789abcdef.2']);
  });

  it('sends deliveries as they are outside any request (a job, a timer)', async () => {
    const { db, payloads } = fakeDb();
    await publishDeliveries(db, [refusal('a')]);
    expect(payloads.flat()).toEqual([refusal('a')]);
  });
});
