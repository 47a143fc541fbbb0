import { and, eq, exists, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/in-transaction';
import { chatPresence, staffUsers } from '../../../db/schema';
import type { ChatDelivery } from '../chat-delivery';

/**
 * A node refreshes its agents' rows every few seconds; a row not refreshed for this long belongs to a
 * node that stopped (crashed, or lost its database) and no longer counts.
 */
export const PRESENCE_FRESH_MS = 30_000;

/** Rows that say "online": at least one socket, refreshed lately. */
export const freshPresence = (now: Date) =>
  and(gt(chatPresence.connections, 0), gte(chatPresence.seenAt, new Date(now.getTime() - PRESENCE_FRESH_MS)));

/** Whether the agent of the outer query (a row of staff_users) has a live socket on any node. */
export const agentOnline = (db: Db, now: Date) =>
  exists(db.select({ staffId: chatPresence.staffId }).from(chatPresence).where(and(eq(chatPresence.staffId, staffUsers.id), freshPresence(now))));

/** Whether the agent has a live socket on any node. */
export async function isAgentOnline(db: Db, agentId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ staffId: chatPresence.staffId })
    .from(chatPresence)
    .where(and(eq(chatPresence.staffId, agentId), freshPresence(now)))
    .limit(1);
  return row !== undefined;
}

/** The advisory lock space of agents' presence. */
const PRESENCE_LOCK = 0x63686174;

/** Serialises presence changes of one agent across nodes, so "became online" is said once. */
const lockAgentPresence = (db: Db, agentId: number) => db.execute(sql`select pg_advisory_xact_lock(${PRESENCE_LOCK}, ${agentId})`);

/** An agent's socket opened on `nodeId`: answers whether the agent was offline everywhere until now. */
export async function agentConnected(db: Db, nodeId: string, agentId: number, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockAgentPresence(tx, agentId);
    const wasOnline = await isAgentOnline(tx, agentId, now);
    await tx
      .insert(chatPresence)
      .values({ staffId: agentId, nodeId, connections: 1, seenAt: now })
      .onConflictDoUpdate({
        target: [chatPresence.staffId, chatPresence.nodeId],
        // A stale row (the node was gone) starts counting again from this socket.
        set: {
          connections: sql`case when ${chatPresence.seenAt} >= ${new Date(now.getTime() - PRESENCE_FRESH_MS)} then ${chatPresence.connections} + 1 else 1 end`,
          seenAt: now,
        },
      });
    return !wasOnline;
  });
}

/** An agent's socket closed on `nodeId`: answers whether that was the agent's last socket anywhere. */
export async function agentDisconnected(db: Db, nodeId: string, agentId: number, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockAgentPresence(tx, agentId);
    const wasOnline = await isAgentOnline(tx, agentId, now);
    await tx
      .update(chatPresence)
      .set({ connections: sql`greatest(${chatPresence.connections} - 1, 0)`, seenAt: now })
      .where(and(eq(chatPresence.staffId, agentId), eq(chatPresence.nodeId, nodeId)));
    return wasOnline && !(await isAgentOnline(tx, agentId, now));
  });
}

/**
 * Keeps this node's rows alive for the agents it holds sockets of; rows of agents it no longer holds
 * drop to no connections (a count that drifted, say after a socket died without a close).
 */
export async function refreshPresence(db: Db, nodeId: string, agentIds: number[], now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (agentIds.length > 0) {
      await tx
        .update(chatPresence)
        .set({ seenAt: now })
        .where(and(eq(chatPresence.nodeId, nodeId), inArray(chatPresence.staffId, agentIds)));
    }
    await tx
      .update(chatPresence)
      .set({ connections: 0, seenAt: now })
      .where(and(eq(chatPresence.nodeId, nodeId), gt(chatPresence.connections, 0), agentIds.length > 0 ? notInArray(chatPresence.staffId, agentIds) : undefined));
  });
}

/** Whether any agent has a live socket on any node. */
export async function anyAgentOnline(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ staffId: chatPresence.staffId }).from(chatPresence).where(freshPresence(now)).limit(1);
  return row !== undefined;
}

/** Tells every member's socket whether an agent is online now. */
export async function presenceDelivery(db: Db, now: Date): Promise<ChatDelivery> {
  return { to: [{ members: true }], frame: { type: 'presence', data: { online: await anyAgentOnline(db, now), agent: null } } };
}
