import { CHAT_CLOSE, type ChatClientFrame } from '@shop/contract';
import { AppError, unauthorized } from '../../../http/errors';
import { answersChat } from '../../../http/require-agent';
import { findMemberByToken } from '../../user';
import { publishDeliveries } from '../chat-delivery';
import { messagesAfter } from '../chat/history-service';
import { postMessage } from '../chat/message-service';
import { markRead } from '../chat/read-service';
import { agentSession, memberSession } from '../chat/session-service';
import { speakerOf, type Speaker } from '../chat/speaker';
import { appErrorRefusal, chatRefusal } from './chat-refusal';
import type { ChatConnection } from './chat-connection';
import { agentArrived, refreshNodePresenceIfLate } from './node-presence';
import { parseClientFrame } from './parse-client-frame';

type SignInFrame = Extract<ChatClientFrame, { type: 'login' | 'agent_login' }>;
type SpeakerFrame = Extract<ChatClientFrame, { type: 'message' | 'read' | 'sync' }>;

/** The token is checked as a Bearer token is (the same session lookup): a bad one closes 4401, a member posing as an agent 4403. */
async function signIn(connection: ChatConnection, frame: SignInFrame): Promise<void> {
  if (connection.speaker) return connection.refuse(chatRefusal(connection.lang, 'bad_frame', 'chat_signed_in_already'));
  const lang = frame.data.lang ?? connection.lang;
  const { db, clock } = connection.node;
  const account = await findMemberByToken(db, frame.data.token, clock());
  if (!account) {
    connection.refuse(chatRefusal(lang, 'not_signed_in', 'unauthorized'));
    return connection.close(CHAT_CLOSE.notSignedIn);
  }
  if (frame.type === 'login') {
    const session = await memberSession(db, account.id, clock());
    if (connection.signedIn(speakerOf(account, 'member', lang))) connection.send({ type: 'login', data: session });
    return;
  }
  if (!answersChat(account)) {
    connection.refuse(chatRefusal(lang, 'forbidden', 'forbidden'));
    return connection.close(CHAT_CLOSE.notAnAgent);
  }
  const session = await agentSession(db, account.id);
  if (!connection.signedIn(speakerOf(account, 'agent', lang))) return;
  connection.send({ type: 'agent_login', data: session });
  await agentArrived(connection.node, account.id);
}

/** Stores the message (once per client id), hands its deliveries to every node, then acknowledges it to this socket. */
async function postFrame(connection: ChatConnection, speaker: Speaker, data: Extract<SpeakerFrame, { type: 'message' }>['data']): Promise<void> {
  const { db, clock } = connection.node;
  await refreshNodePresenceIfLate(connection.node);
  const posted = await postMessage(db, speaker, { clientId: data.client_id, conversationId: data.conversation_id, message: data.message }, clock());
  await publishDeliveries(db, posted.deliveries);
  connection.send({ type: 'ack', data: { client_id: data.client_id, message: posted.message } });
}

/**
 * Counts a message frame: on this socket first (in memory), then on the speaker's window in the
 * database, which every socket of theirs on every node shares.
 */
async function withinMessageLimit(connection: ChatConnection, speaker: Speaker): Promise<boolean> {
  if (!connection.messageRate.take(Date.now())) return false;
  return (await connection.node.messageLimiter.hit(String(speaker.userId))).allowed;
}

async function speakerFrame(connection: ChatConnection, speaker: Speaker, frame: SpeakerFrame): Promise<void> {
  const { db } = connection.node;
  switch (frame.type) {
    case 'message':
      if (!(await withinMessageLimit(connection, speaker))) return connection.refuse(chatRefusal(speaker.lang, 'rate_limited', 'chat_too_fast'), frame.data.client_id);
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
