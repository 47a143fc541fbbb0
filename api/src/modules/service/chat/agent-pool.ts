import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/in-transaction';
import { chatPresence, staffRoles, staffUsers } from '../../../db/schema';
import { answersChat, isAdministrator } from './chat-agents';
import { openConversationsSql } from './conversation-service';
import { agentOnline, freshPresence } from './presence-service';

type Candidate = { id: number; admin: boolean; open: number };

/**
 * Who is online to take conversations, read once for a batch of messages: the agents with a live
 * socket anywhere, and those who answer the chat with their open conversations. Picks are counted
 * here as they are made, so a batch hands out conversations as one message after another would
 * (pickOnlineAgent's order: non-administrators first, the fewest open conversations, the oldest account).
 */
export class AgentPool {
  private constructor(
    private readonly online: ReadonlySet<number>,
    private readonly candidates: Candidate[],
  ) {}

  static async load(tx: Tx, now: Date): Promise<AgentPool> {
    const online = await tx.selectDistinct({ staffId: chatPresence.staffId }).from(chatPresence).where(freshPresence(now));
    const candidates = await tx
      .select({ id: staffUsers.id, admin: isAdministrator, open: openConversationsSql })
      .from(staffUsers)
      .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
      .where(and(answersChat, agentOnline(tx, now)));
    return new AgentPool(new Set(online.map((row) => row.staffId)), candidates);
  }

  /** Whether the agent has a live socket on any node. */
  isOnline(agentId: number): boolean {
    return this.online.has(agentId);
  }

  /** The online agent a new or orphaned conversation goes to; null when nobody is online. */
  pick(): number | null {
    let best: Candidate | null = null;
    for (const candidate of this.candidates) {
      if (best === null || rank(candidate, best) < 0) best = candidate;
    }
    return best?.id ?? null;
  }

  /** A conversation was open with `from` (or not open) and is now open with `to`: the counts follow. */
  moved(wasOpenWith: number | null, to: number | null): void {
    if (wasOpenWith === to) return;
    const from = this.candidates.find((candidate) => candidate.id === wasOpenWith);
    if (from) from.open -= 1;
    const into = this.candidates.find((candidate) => candidate.id === to);
    if (into) into.open += 1;
  }
}

const rank = (a: Candidate, b: Candidate) => Number(a.admin) - Number(b.admin) || a.open - b.open || a.id - b.id;
