import { publishDeliveries } from '../chat-delivery';
import { agentConnected, agentDisconnected, presenceDelivery, refreshPresence } from '../chat/presence-service';
import type { ChatNode } from './chat-node';

/** Tells every member whether an agent is online, after a change that may have flipped it. */
async function publishPresence(node: ChatNode): Promise<void> {
  await publishDeliveries(node.db, [await presenceDelivery(node.db, node.clock())]);
}

/** An agent's socket signed in on this node. */
export async function agentArrived(node: ChatNode, agentId: number): Promise<void> {
  if (await agentConnected(node.db, node.id, agentId, node.clock())) await publishPresence(node);
}

/** An agent's socket on this node closed. */
export async function agentLeft(node: ChatNode, agentId: number): Promise<void> {
  if (await agentDisconnected(node.db, node.id, agentId, node.clock())) await publishPresence(node);
}

/** Keeps this node's presence rows fresh for the agents it holds sockets of. */
export function refreshNodePresence(node: ChatNode): Promise<void> {
  const now = node.clock();
  node.presenceRefreshedAt = now.getTime();
  return refreshPresence(node.db, node.id, node.registry.agentIds(), now);
}

/**
 * Refreshes presence now if the timer is late. Under a burst of messages on the embedded database the
 * event loop may run no timer for many seconds; the messages still flow, and a message is what asks
 * whether its agent is online, so it first makes sure this node's agents do not look gone.
 */
export async function refreshNodePresenceIfLate(node: ChatNode): Promise<void> {
  if (node.clock().getTime() - node.presenceRefreshedAt >= node.settings.presenceRefreshMs) await refreshNodePresence(node);
}

/** The node is shutting down: each of its agent sockets leaves, and members hear once if that took the last agent away. */
export async function leaveNode(node: ChatNode): Promise<void> {
  let wentOffline = false;
  for (const connection of node.registry.endpoints('agent')) {
    const agentId = connection.speaker!.userId;
    if (await agentDisconnected(node.db, node.id, agentId, node.clock())) wentOffline = true;
  }
  if (wentOffline) await publishPresence(node);
}
