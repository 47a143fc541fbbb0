import { describe, expect, it } from '@jest/globals';
import { packDeliveries, type ChatDelivery } from './chat-delivery';

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
