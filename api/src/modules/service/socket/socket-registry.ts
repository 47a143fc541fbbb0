import type { ChatDelivery, ChatTarget } from '../chat-delivery';

/** One signed-in socket, as far as deliveries go. */
export type ChatEndpoint = { sendText(text: string): void };

export type SocketRole = 'member' | 'agent';

/** This node's signed-in sockets by member and by agent: where a delivery from the bus goes. */
export class SocketRegistry<Endpoint extends ChatEndpoint> {
  private readonly byRole: Record<SocketRole, Map<number, Set<Endpoint>>> = { member: new Map(), agent: new Map() };

  /** At most `perUser` sockets per member or agent on this node, so one account cannot hold the node's memory. */
  constructor(private readonly perUser: number) {}

  /** Adds a socket; answers the user's oldest sockets past the limit, which the caller closes. */
  add(role: SocketRole, userId: number, endpoint: Endpoint): Endpoint[] {
    const sockets = this.byRole[role].get(userId) ?? new Set<Endpoint>();
    this.byRole[role].set(userId, sockets);
    sockets.add(endpoint);
    // A Set keeps insertion order: the first ones are the oldest.
    return [...sockets].slice(0, Math.max(0, sockets.size - this.perUser));
  }

  remove(role: SocketRole, userId: number, endpoint: Endpoint): void {
    const sockets = this.byRole[role].get(userId);
    if (!sockets) return;
    sockets.delete(endpoint);
    if (sockets.size === 0) this.byRole[role].delete(userId);
  }

  /** The agents with a socket on this node. */
  agentIds(): number[] {
    return [...this.byRole.agent.keys()];
  }

  /** Every socket of one role, e.g. the agents' on shutdown. */
  endpoints(role: SocketRole): Endpoint[] {
    return [...this.byRole[role].values()].flatMap((sockets) => [...sockets]);
  }

  private reach(target: ChatTarget): Iterable<Endpoint> {
    if ('members' in target) return this.endpoints('member');
    if ('agents' in target) return this.endpoints('agent');
    if ('member' in target) return this.byRole.member.get(target.member) ?? [];
    return this.byRole.agent.get(target.agent) ?? [];
  }

  /** Sends the frame once to every local socket any of its targets names; answers how many got it. */
  deliver(delivery: ChatDelivery): number {
    const endpoints = new Set(delivery.to.flatMap((target) => [...this.reach(target)]));
    if (endpoints.size === 0) return 0;
    const text = JSON.stringify(delivery.frame);
    for (const endpoint of endpoints) endpoint.sendText(text);
    return endpoints.size;
  }
}
