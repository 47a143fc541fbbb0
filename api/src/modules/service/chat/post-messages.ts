import type { ChatMessage, ChatMessageInput } from '@shop/contract';
import { asc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction, type Tx } from '../../../db/in-transaction';
import { chatConversations, chatMessages, staffRoles, staffUsers } from '../../../db/schema';
import { AppError, forbidden, notFound, refused } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import { publishDeliveries, type ChatDelivery, type ChatTarget } from '../chat-delivery';
import { AgentPool } from './agent-pool';
import { loadAutoReplies, matchAutoReply, type AutoReplyRow } from './auto-reply';
import { isAdministrator } from './chat-agents';
import { agentMayAnswer, agentUnreadSql, describeConversations, memberUnreadSql, type ConversationRow } from './conversation-service';
import { describeMessage, namedRow, selectNamedMessages, type NamedMessageRow } from './describe-message';
import { messageContent } from './message-content';
import { unreadDelivery } from './read-service';
import type { Speaker } from './speaker';

export type PostMessageInput = { clientId: string; conversationId?: number; message: ChatMessageInput };
/** One message to store: who wrote it, what, when it arrived, and the request or frame it came in (for the delivering node's log). */
export type MessagePost = { speaker: Speaker; input: PostMessageInput; now: Date; requestId?: string };
/** The stored message (`duplicate` when its client id was stored before: nothing is delivered again), or why it was refused. */
export type PostOutcome = { message: ChatMessage; duplicate: boolean } | { error: AppError };
/** Each post's outcome, in the posts' order, and what the batch delivers. */
export type PostedBatch = { outcomes: PostOutcome[]; deliveries: ChatDelivery[] };

/** A row the batch inserts; `stored` once inserted. */
type PlannedRow = { values: typeof chatMessages.$inferInsert; senderName: string | null; lang: Lang; stored?: NamedMessageRow };

/** A conversation the batch writes to: as locked, and as the batch's messages leave it, one after another. */
type ConversationState = {
  row: ConversationRow;
  created: boolean;
  staffId: number | null;
  status: ConversationRow['status'];
  last: PlannedRow | null;
  lastAt: Date | null;
  memberRead: PlannedRow | null;
  agentRead: PlannedRow | null;
  /** The batch's last word here was the member's (or its instant reply): the member has read everything. */
  memberReadAll: boolean;
  /** Whether the agents' queues hear of it, in whose language, under which request. */
  announce: { lang: Lang; requestId?: string } | null;
  /** Agents whose unread counts of it change. */
  agents: number[];
  requestId?: string;
};

type PlannedPost =
  | { kind: 'new'; row: PlannedRow; autoReply: PlannedRow | null; to: ChatTarget[]; requestId?: string }
  | { kind: 'duplicate'; of: PlannedRow | NamedMessageRow; lang: Lang }
  | { kind: 'refused'; error: AppError };

/** A concurrent transaction stored one of the batch's client ids first: the batch runs again and finds it. */
class ClientIdRace extends Error {}
/** Attempts of a batch that keeps losing client-id races (each loss means another node committed meanwhile). */
const RACE_ATTEMPTS = 3;

const keyOf = (speaker: Speaker, clientId: string) => `${speaker.role}:${speaker.userId}:${clientId}`;

/** Creates the members' conversations that do not exist yet; answers the ids of those created. */
async function createMemberConversations(tx: Tx, memberIds: number[], now: Date): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const created = await tx
    .insert(chatConversations)
    .values(memberIds.map((memberId) => ({ memberId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  return new Set(created.map((row) => row.id));
}

/** Locks every conversation the batch writes to, in id order (so two nodes' batches never wait for each other in a circle). */
async function lockConversations(tx: Tx, posts: readonly MessagePost[], now: Date): Promise<{ byMember: Map<number, ConversationState>; byId: Map<number, ConversationState>; created: Set<number> }> {
  const memberIds = [...new Set(posts.filter((post) => post.speaker.role === 'member').map((post) => post.speaker.userId))].sort((a, b) => a - b);
  const ids = [...new Set(posts.flatMap((post) => (post.speaker.role === 'agent' && post.input.conversationId !== undefined ? [post.input.conversationId] : [])))];
  const created = await createMemberConversations(tx, memberIds, now);
  const where: SQL[] = [];
  if (memberIds.length > 0) where.push(inArray(chatConversations.memberId, memberIds));
  if (ids.length > 0) where.push(inArray(chatConversations.id, ids));
  const rows = where.length === 0 ? [] : await tx.select().from(chatConversations).where(or(...where)).orderBy(asc(chatConversations.id)).for('update');
  const byMember = new Map<number, ConversationState>();
  const byId = new Map<number, ConversationState>();
  for (const row of rows) {
    const state: ConversationState = {
      row,
      created: created.has(row.id),
      staffId: row.staffId,
      status: row.status,
      last: null,
      lastAt: null,
      memberRead: null,
      agentRead: null,
      memberReadAll: false,
      announce: null,
      agents: [],
    };
    byMember.set(row.memberId, state);
    byId.set(row.id, state);
  }
  return { byMember, byId, created };
}

/** Conversations made for messages that were all refused: gone again, as a refused message alone would leave nothing. */
async function dropUnused(tx: Tx, created: Set<number>, touched: readonly ConversationState[]): Promise<void> {
  const unused = [...created].filter((id) => !touched.some((state) => state.row.id === id));
  if (unused.length > 0) await tx.delete(chatConversations).where(inArray(chatConversations.id, unused));
}

/** The messages already stored under the batch's client ids (a resend after a reconnect), by speaker and client id. */
async function storedByClientIds(tx: Tx, posts: readonly MessagePost[]): Promise<Map<string, NamedMessageRow>> {
  // The pairs travel as one JSON parameter each: [[writer id, client id], ...].
  const pairsOf = (role: Speaker['role'], writer: SQL) => {
    const pairs = JSON.stringify(posts.filter((post) => post.speaker.role === role).map((post) => [post.speaker.userId, post.input.clientId]));
    return sql`(${writer}, ${chatMessages.clientId}) in (select (k->>0)::int, k->>1 from json_array_elements(${pairs}::json) k)`;
  };
  const rows = await selectNamedMessages(tx).where(
    sql`${chatMessages.clientId} is not null and (${pairsOf('member', sql`${chatMessages.senderId}`)} or ${pairsOf('agent', sql`${chatMessages.staffId}`)})`,
  );
  const stored = new Map<string, NamedMessageRow>();
  for (const row of rows.map(namedRow)) {
    if (row.clientId === null) continue;
    if (row.senderId !== null) stored.set(`member:${row.senderId}:${row.clientId}`, row);
    if (row.staffId !== null) stored.set(`agent:${row.staffId}:${row.clientId}`, row);
  }
  return stored;
}

/** What the batch needs of the database besides the conversations, read once and only when a message needs it. */
class BatchLookups {
  private pool: Promise<AgentPool> | null = null;
  private replies: Promise<AutoReplyRow[]> | null = null;

  constructor(
    private readonly tx: Tx,
    private readonly now: Date,
  ) {}

  agents(): Promise<AgentPool> {
    this.pool ??= AgentPool.load(this.tx, this.now);
    return this.pool;
  }

  autoReplies(): Promise<AutoReplyRow[]> {
    this.replies ??= loadAutoReplies(this.tx);
    return this.replies;
  }
}

const messageRow = (speaker: Speaker, conversationId: number, clientId: string, content: Awaited<ReturnType<typeof messageContent>>, now: Date): PlannedRow => ({
  values: { conversationId, sender: speaker.role, ...(speaker.role === 'agent' ? { staffId: speaker.userId } : { senderId: speaker.userId }), kind: content.kind, body: content.body, card: content.card, clientId, createdAt: now },
  senderName: speaker.name,
  lang: speaker.lang,
});

function addAgent(state: ConversationState, agentId: number): void {
  if (!state.agents.includes(agentId)) state.agents.push(agentId);
}

/**
 * A member's message: keeps their agent while online, else the online agent with the fewest open
 * conversations takes it; with nobody online it waits for any agent and the shop answers at once (a
 * keyword reply or the standard offline reply, in the member's language), which the member has read.
 */
async function planMemberPost(post: MessagePost, state: ConversationState | undefined, rows: PlannedRow[], lookups: BatchLookups, tx: Tx): Promise<PlannedPost> {
  const { speaker, input, now } = post;
  if (!state || (input.conversationId !== undefined && input.conversationId !== state.row.id)) throw notFound();
  const content = await messageContent(tx, speaker, speaker.userId, input.message);
  const pool = await lookups.agents();
  const keepsAgent = state.staffId !== null && pool.isOnline(state.staffId);
  const agentId = keepsAgent ? state.staffId : pool.pick();
  const row = messageRow(speaker, state.row.id, input.clientId, content, now);
  const autoReply: PlannedRow | null =
    agentId === null
      ? {
          values: { conversationId: state.row.id, sender: 'system', kind: 'text', body: matchAutoReply(await lookups.autoReplies(), content.kind === 'text' ? content.body : '', speaker.lang), createdAt: now },
          senderName: null,
          lang: speaker.lang,
        }
      : null;
  rows.push(row, ...(autoReply ? [autoReply] : []));

  const changed = state.created || state.status !== 'open' || state.staffId !== agentId;
  if (changed || agentId === null) state.announce = { lang: speaker.lang, requestId: post.requestId };
  pool.moved(state.status === 'open' ? state.staffId : null, agentId);
  state.created = false;
  state.status = 'open';
  state.staffId = agentId;
  state.last = autoReply ?? row;
  state.lastAt = now;
  // The member is looking at the chat as they write, so their own message and the instant reply count as read.
  state.memberRead = state.last;
  state.memberReadAll = true;
  state.requestId = post.requestId;
  if (agentId !== null) addAgent(state, agentId);
  return { kind: 'new', row, autoReply, to: [{ member: speaker.userId }, ...(agentId === null ? [] : [{ agent: agentId }])], requestId: post.requestId };
}

/**
 * An agent's message in a conversation they may answer (theirs, a waiting one, which becomes theirs, or
 * any for an administrator); another agent's is forbidden. A closed conversation opens again.
 */
async function planAgentPost(post: MessagePost, state: ConversationState | undefined, rows: PlannedRow[], lookups: BatchLookups, tx: Tx): Promise<PlannedPost> {
  const { speaker, input, now } = post;
  if (!state) throw notFound();
  if (!agentMayAnswer(speaker, { ...state.row, staffId: state.staffId })) throw forbidden();
  const content = await messageContent(tx, speaker, state.row.memberId, input.message);
  const agentId = state.staffId ?? speaker.userId;
  const row = messageRow(speaker, state.row.id, input.clientId, content, now);
  rows.push(row);

  if (state.staffId !== agentId || state.status !== 'open') state.announce = { lang: speaker.lang, requestId: post.requestId };
  (await lookups.agents()).moved(state.status === 'open' ? state.staffId : null, agentId);
  state.status = 'open';
  state.staffId = agentId;
  state.last = row;
  state.lastAt = now;
  state.agentRead = row;
  state.memberReadAll = false;
  state.requestId = post.requestId;
  addAgent(state, speaker.userId);
  const agents = agentId === speaker.userId ? [{ agent: agentId }] : [{ agent: agentId }, { agent: speaker.userId }];
  return { kind: 'new', row, autoReply: null, to: [{ member: state.row.memberId }, ...agents], requestId: post.requestId };
}

/** Inserts the batch's rows in one statement; their ids follow the batch's order. */
async function insertRows(tx: Tx, rows: PlannedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(chatMessages)
    .values(rows.map((row) => row.values))
    .onConflictDoNothing()
    .returning();
  if (inserted.length !== rows.length) throw new ClientIdRace();
  // One multi-row insert takes its ids from the sequence row by row, in the order of its values.
  inserted.sort((a, b) => a.id - b.id);
  rows.forEach((row, index) => (row.stored = { ...inserted[index]!, senderName: row.senderName }));
}

const storedId = (row: PlannedRow | null) => (row === null ? null : row.stored!.id);

/** Every conversation the batch wrote to, in one statement: its agent, its last message, the read markers its writers moved. */
async function updateConversations(tx: Tx, states: ConversationState[]): Promise<void> {
  if (states.length === 0) return;
  const values = states.map(
    (state) =>
      sql`(${state.row.id}::int, ${state.staffId}::int, ${storedId(state.last)}::bigint, ${state.lastAt!.toISOString()}::timestamptz, ${storedId(state.memberRead)}::bigint, ${storedId(state.agentRead)}::bigint)`,
  );
  await tx.execute(sql`update chat_conversations as c
    set status = 'open', staff_id = v.staff_id, last_message_id = v.last_id, last_message_at = v.last_at,
      member_read_id = greatest(c.member_read_id, v.member_read_id), agent_read_id = greatest(c.agent_read_id, v.agent_read_id)
    from (values ${sql.join(values, sql`, `)}) as v(id, staff_id, last_id, last_at, member_read_id, agent_read_id)
    where c.id = v.id`);
}

/** The unread counts the batch changed, read after its writes: each conversation's on both sides, and each agent's total over their queue. */
async function readUnread(tx: Tx, states: ConversationState[]) {
  const ids = states.map((state) => state.row.id);
  const agentIds = [...new Set(states.flatMap((state) => state.agents))];
  const conversations = ids.length === 0 ? [] : await tx.select({ id: chatConversations.id, agent: agentUnreadSql, member: memberUnreadSql }).from(chatConversations).where(inArray(chatConversations.id, ids));
  // As agentUnreadDelivery counts it: the agent's own row says whether they see every open conversation.
  const totals =
    agentIds.length === 0
      ? []
      : await tx
          .select({
            id: staffUsers.id,
            total: sql<number>`(select count(*) from chat_messages m join chat_conversations c on c.id = m.conversation_id
              where c.status = 'open' and (${isAdministrator} or c.staff_id = ${staffUsers.id} or c.staff_id is null)
                and m.sender = 'member' and m.id > c.agent_read_id)::int`,
          })
          .from(staffUsers)
          .innerJoin(staffRoles, sql`${staffRoles.id} = ${staffUsers.roleId}`)
          .where(inArray(staffUsers.id, agentIds));
  return {
    conversation: new Map(conversations.map((row) => [row.id, row])),
    total: new Map(totals.map((row) => [row.id, row.total])),
  };
}

const stamped = (delivery: ChatDelivery, requestId: string | undefined): ChatDelivery => (requestId === undefined ? delivery : { ...delivery, request_id: requestId });

/**
 * What the batch delivers: each new message (and instant reply) in order; then for each conversation it
 * wrote to, the agents' queue entry when it changed hands or waits, and the unread counts as the batch
 * left them (a state, so one frame per reader however many messages came).
 */
async function batchDeliveries(tx: Tx, plans: PlannedPost[], states: ConversationState[]): Promise<ChatDelivery[]> {
  const deliveries: ChatDelivery[] = [];
  for (const plan of plans) {
    if (plan.kind !== 'new') continue;
    deliveries.push(stamped({ to: plan.to, frame: { type: 'message', data: describeMessage(plan.row.stored!, plan.row.lang) } }, plan.requestId));
    if (plan.autoReply) deliveries.push(stamped({ to: [plan.to[0]!], frame: { type: 'message', data: describeMessage(plan.autoReply.stored!, plan.row.lang) } }, plan.requestId));
  }
  const unread = await readUnread(tx, states);
  const announced = states.filter((state) => state.announce !== null);
  const described = new Map<number, Awaited<ReturnType<typeof describeConversations>>[number]>();
  for (const lang of new Set(announced.map((state) => state.announce!.lang))) {
    const ids = announced.filter((state) => state.announce!.lang === lang).map((state) => state.row.id);
    for (const conversation of await describeConversations(tx, inArray(chatConversations.id, ids), lang, ids.length)) described.set(conversation.id, conversation);
  }
  for (const state of states) {
    const id = state.row.id;
    if (state.announce) deliveries.push(stamped({ to: [{ agents: true }], frame: { type: 'conversation', data: described.get(id)! } }, state.announce.requestId));
    const memberUnread = state.memberReadAll ? 0 : (unread.conversation.get(id)?.member ?? 0);
    deliveries.push(stamped(unreadDelivery({ member: state.row.memberId }, id, memberUnread, memberUnread), state.requestId));
    for (const agentId of state.agents) {
      deliveries.push(stamped(unreadDelivery({ agent: agentId }, id, unread.conversation.get(id)?.agent ?? 0, unread.total.get(agentId) ?? 0), state.requestId));
    }
  }
  return deliveries;
}

/** One attempt of postMessages, inside its transaction. */
async function postMessagesIn(tx: Tx, posts: readonly MessagePost[], publish: boolean): Promise<PostedBatch> {
  const batchNow = posts.reduce((latest, post) => (post.now > latest ? post.now : latest), posts[0]!.now);
  const { byMember, byId, created } = await lockConversations(tx, posts, batchNow);
  const stored = await storedByClientIds(tx, posts);
  const lookups = new BatchLookups(tx, batchNow);
  const planned = new Map<string, PlannedRow>();
  const rows: PlannedRow[] = [];
  const touched: ConversationState[] = [];
  const plans: PlannedPost[] = [];
  for (const post of posts) {
    const key = keyOf(post.speaker, post.input.clientId);
    const earlier = stored.get(key) ?? planned.get(key);
    if (earlier) {
      plans.push({ kind: 'duplicate', of: earlier, lang: post.speaker.lang });
      continue;
    }
    const state = post.speaker.role === 'member' ? byMember.get(post.speaker.userId) : post.input.conversationId === undefined ? undefined : byId.get(post.input.conversationId);
    try {
      if (post.speaker.role === 'agent' && post.input.conversationId === undefined) throw refused('field_required', 'conversation_id');
      const plan = post.speaker.role === 'member' ? await planMemberPost(post, state, rows, lookups, tx) : await planAgentPost(post, state, rows, lookups, tx);
      if (plan.kind === 'new') planned.set(key, plan.row);
      if (!touched.includes(state!)) touched.push(state!);
      plans.push(plan);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      plans.push({ kind: 'refused', error });
    }
  }
  await dropUnused(tx, created, touched);
  await insertRows(tx, rows);
  await updateConversations(tx, touched);
  const deliveries = await batchDeliveries(tx, plans, touched);
  if (publish) await publishDeliveries(tx, deliveries);
  const outcomes = plans.map((plan): PostOutcome => {
    if (plan.kind === 'refused') return { error: plan.error };
    if (plan.kind === 'new') return { message: describeMessage(plan.row.stored!, plan.row.lang), duplicate: false };
    const row = 'values' in plan.of ? plan.of.stored! : plan.of;
    return { message: describeMessage(row, plan.lang), duplicate: true };
  });
  return { outcomes, deliveries };
}

/**
 * Stores many messages (members' and agents', of any conversations) in one transaction: the
 * conversations locked in id order, every message and instant reply in one insert whose ids keep the
 * posts' order, every conversation updated in one statement, the unread counts read once. Each post is
 * answered as if posted alone, one after another: a resent client id with the stored message, a refused
 * one with its error (the others are stored all the same). With `publish`, the deliveries go out through
 * NOTIFY in the same transaction: stored and delivered, or neither. A failure of the transaction itself
 * (the database gone) stores nothing and rejects.
 */
export async function postMessages(db: Db, posts: readonly MessagePost[], options: { publish: boolean }): Promise<PostedBatch> {
  if (posts.length === 0) return { outcomes: [], deliveries: [] };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(db, (tx) => postMessagesIn(tx, posts, options.publish));
    } catch (error) {
      if (!(error instanceof ClientIdRace) || attempt === RACE_ATTEMPTS) throw error;
    }
  }
}
