import { CHAT_CLOSE, grants, type ChatClientFrame } from '@shop/contract';
import { AppError, unauthorized } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import { findStaffByToken } from '../../staff';
import { findMemberByToken } from '../../user';
import { publishDeliveries } from '../chat-delivery';
import { messagesAfter } from '../chat/history-service';
import { markRead } from '../chat/read-service';
import { agentSession, memberSession } from '../chat/session-service';
import { CHAT_PERMISSION } from '../chat/chat-agents';
import { agentSpeaker, memberSpeaker, type Speaker } from '../chat/speaker';
import { appErrorRefusal, chatRefusal } from './chat-refusal';
import type { ChatConnection } from './chat-connection';
import { agentArrived, refreshNodePresenceIfLate } from './node-presence';
import { parseClientFrame } from './parse-client-frame';

type SignInFrame = Extract<ChatClientFrame, { type: 'login' | 'agent_login' }>;
type SpeakerFrame = Extract<ChatClientFrame, { type: 'message' | 'read' | 'sync' }>;

function refuseSignIn(connection: ChatConnection, lang: Lang, forbidden: boolean): void {
  connection.refuse(chatRefusal(lang, forbidden ? 'forbidden' : 'not_signed_in', forbidden ? 'forbidden' : 'unauthorized'));
  connection.close(forbidden ? CHAT_CLOSE.notAnAgent : CHAT_CLOSE.notSignedIn);
}

/**
 * The token is checked as a Bearer token is (the same session lookups): `login` takes a member's token,
 * `agent_login` a back-office user's whose role holds `chat.answer`. A token that is none of the
 * side's closes 4401 (a member's token on the agents' side is none), a back-office user without the
 * permission 4403.
 */
async function signIn(connection: ChatConnection, frame: SignInFrame): Promise<void> {
  if (connection.speaker) return connection.refuse(chatRefusal(connection.lang, 'bad_frame', 'chat_signed_in_already'));
  const lang = frame.data.lang ?? connection.lang;
  const { db, clock } = connection.node;
  if (frame.type === 'login') {
    const member = await findMemberByToken(db, frame.data.token, clock());
    if (!member) return refuseSignIn(connection, lang, false);
    const session = await memberSession(db, member.id, clock());
    if (connection.signedIn(memberSpeaker(member, lang))) connection.send({ type: 'login', data: session });
    return;
  }
  const staff = await findStaffByToken(db, frame.data.token, clock());
  if (!staff) return refuseSignIn(connection, lang, false);
  if (!grants(staff.role.permissions, CHAT_PERMISSION)) return refuseSignIn(connection, lang, true);
  const session = await agentSession(db, staff.id);
  if (!connection.signedIn(agentSpeaker(staff, lang))) return;
  connection.send({ type: 'agent_login', data: session });
  await agentArrived(connection.node, staff.id);
}

/**
 * Stores the message (once per client id) with the others of its node's batch, whose commit hands its
 * deliveries to every node; then acknowledges it to this socket. The batch counts it against the
 * speaker's limit over every node first. A refusal of this message alone throws its AppError (an error
 * frame naming the client id); a batch that failed throws what failed it.
 */
async function postFrame(connection: ChatConnection, speaker: Speaker, data: Extract<SpeakerFrame, { type: 'message' }>['data']): Promise<void> {
  const { messages, clock } = connection.node;
  // Counted on this socket first (in memory), so a socket flooding on its own costs the database nothing.
  if (!connection.messageRate.take(Date.now())) return connection.refuse(chatRefusal(speaker.lang, 'rate_limited', 'chat_too_fast'), data.client_id);
  await refreshNodePresenceIfLate(connection.node);
  const outcome = await messages.post(speaker, { clientId: data.client_id, conversationId: data.conversation_id, message: data.message }, clock());
  if ('limited' in outcome) return connection.refuse(chatRefusal(speaker.lang, 'rate_limited', 'chat_too_fast'), data.client_id);
  if ('error' in outcome) throw outcome.error;
  connection.send({ type: 'ack', data: { client_id: data.client_id, message: outcome.message } });
}

async function speakerFrame(connection: ChatConnection, speaker: Speaker, frame: SpeakerFrame): Promise<void> {
  const { db } = connection.node;
  switch (frame.type) {
    case 'message':
      return postFrame(connection, speaker, frame.data);
    case 'read':
      return publishDeliveries(db, await markRead(db, speaker, frame.data.conversation_id, frame.data.last_id));
    case 'sync':
      return connection.send({ type: 'sync', data: await messagesAfter(db, speaker, frame.data.conversation_id, frame.data.after_id) });
  }
}

async function handleFrame(connection: ChatConnection, frame: ChatClientFrame): Promise<void> {
  if (frame.type === 'ping') return connection.send({ type: 'pong', data: { now: connection.node.clock().toISOString() } });
  if (frame.type === 'login' || frame.type === 'agent_login') return signIn(connection, frame);
  const speaker = connection.speaker;
  if (!speaker) throw unauthorized();
  return speakerFrame(connection, speaker, frame);
}

/** One text frame of a socket, start to finish: a refusal, a service's included, answers an error frame naming the message's client id. */
export async function dispatchFrame(connection: ChatConnection, text: string): Promise<void> {
  const parsed = parseClientFrame(text, connection.lang);
  if ('refusal' in parsed) return connection.refuse(parsed.refusal, parsed.clientId);
  const { frame } = parsed;
  try {
    await handleFrame(connection, frame);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    connection.refuse(appErrorRefusal(connection.lang, error), frame.type === 'message' ? frame.data.client_id : null);
  }
}
