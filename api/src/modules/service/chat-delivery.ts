import type { ChatServerFrame } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currentRequestId } from '../../http/request-id';

/** Whose sockets a frame goes to, on whichever API node holds them. */
export type ChatTarget = { member: number } | { agent: number } | { agents: true } | { members: true };

/**
 * One frame for some sockets: what the chat's services decide, and the socket layer carries out.
 * `request_id` names the HTTP request or socket frame that caused it, for the delivering node's log
 * (an API version without it ignores it, so both read each other's during a rolling deploy).
 */
export type ChatDelivery = { to: ChatTarget[]; frame: ChatServerFrame; request_id?: string };

/** The PostgreSQL channel every API node LISTENs on for chat deliveries. */
export const CHAT_CHANNEL = 'chat_events';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; deliveries are packed below this. */
const PAYLOAD_MAX_BYTES = 7_500;

/**
 * Packs deliveries into as few NOTIFY payloads (JSON arrays) as fit under PAYLOAD_MAX_BYTES, in
 * order: one round trip for a message's usual three frames.
 */
export function packDeliveries(deliveries: readonly ChatDelivery[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 2;
  for (const delivery of deliveries) {
    const json = JSON.stringify(delivery);
    const size = Buffer.byteLength(json) + 1;
    if (batch.length > 0 && bytes + size > PAYLOAD_MAX_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      bytes = 2;
    }
    batch.push(json);
    bytes += size;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

/**
 * Hands deliveries to every API node (this one included) through NOTIFY: inside a transaction they
 * go out only when it commits, so nobody sees a message that was rolled back. However many payloads
 * they take, one statement sends them all, in order.
 */
export async function publishDeliveries(db: Db, deliveries: readonly ChatDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  const requestId = currentRequestId();
  const stamped = requestId === undefined ? deliveries : deliveries.map((delivery) => ({ ...delivery, request_id: requestId }));
  // The payloads travel as one JSON array of strings: a parameter both drivers pass as it is.
  const payloads = JSON.stringify(packDeliveries(stamped));
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, p.payload) from json_array_elements_text(${payloads}::json) with ordinality as p(payload, n) order by p.n`);
}
