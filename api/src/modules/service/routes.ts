import {
  adminServiceAgentsAnswer,
  adminServiceAgentsQuery,
  adminServiceCloseBody,
  adminServiceHistoryQuery,
  adminServiceMemberQuery,
  adminServicePhraseDeleteBody,
  adminServicePhraseSaveBody,
  adminServicePhrasesAnswer,
  adminServicePhrasesQuery,
  adminServiceQueueAnswer,
  adminServiceQueueQuery,
  adminServiceTransferBody,
  CHAT_PHRASES_MAX,
  CHAT_QUEUE_MAX,
  chatConversation,
  chatHistoryPage,
  chatPhrase,
  endpoints,
  serviceHistoryQuery,
  serviceMemberProfile,
  serviceStatus,
  serviceStatusQuery,
  serviceUnread,
  serviceUnreadQuery,
  uploadedImage,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { findMemberConversation, findSpeakersConversation } from './chat/conversation-service';
import { closeConversation, listAgents, listQueue, transferConversation } from './chat/desk-service';
import { messagesBefore } from './chat/history-service';
import { memberProfile } from './chat/member-profile';
import { deletePhrase, listPhrases, savePhrase } from './chat/phrase-service';
import { memberUnreadCount } from './chat/read-service';
import { memberSession } from './chat/session-service';
import { acceptPhotoBodies, PHOTO_BODY_RULES, PHOTO_BODY_TYPES, PHOTO_UPLOAD_LIMITS, photoBytes } from '../upload';
import { keepAgentPicture } from './chat/agent-pictures';
import { CHAT_PERMISSION } from './chat/chat-agents';
import { agentSpeaker } from './chat/speaker';

const AGENTS_ONLY = 'For the chat’s agents: back-office users whose role holds `chat.answer` (administrators hold everything); a member’s token is none.';

/** The signed-in back-office user answering, as the chat's services see them (the guard has checked the permission). */
async function deskSpeaker(request: FastifyRequest) {
  return agentSpeaker(await request.requireStaff(), requestLang(request));
}

/** Customer service over HTTP: the member's status, history and unread count; the agents' desk (admin/service/…). */
export function serviceRoutes(app: FastifyInstance, options: { uploadDir: string }): void {
  acceptPhotoBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'service';

  routes.get(
    endpoints.getServiceStatus.path,
    {
      schema: {
        ...operation(endpoints.getServiceStatus, {
          tag,
          summary: 'Whether customer service is online, and the member’s conversation',
          description:
            'What the chat page shows before the socket signs in (the same as its `login` frame): whether any agent is online, the agent answering the member, their conversation (null until their first message) and how many messages they have not read.',
          answer: serviceStatus,
          signIn: 'member',
          querystring: serviceStatusQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const { user_id: _userId, ...status } = await memberSession(app.db, member.id, app.clock());
      return ok(request, status);
    },
  );

  routes.get(
    endpoints.getServiceHistory.path,
    {
      schema: {
        ...operation(endpoints.getServiceHistory, {
          tag,
          summary: 'Earlier messages of the member’s conversation',
          description:
            'One page of the member’s conversation, oldest first: the newest `size` messages, or with `before_id` those before that message (scrolling up). `has_more` says whether older ones remain. A member who never wrote gets an empty page.',
          answer: chatHistoryPage,
          signIn: 'member',
          querystring: serviceHistoryQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const conversation = await findMemberConversation(app.db, member.id);
      if (!conversation) return ok(request, { list: [], has_more: false });
      return ok(request, await messagesBefore(app.db, conversation.id, request.query.before_id, request.query.size, requestLang(request)));
    },
  );

  routes.get(
    endpoints.getServiceUnread.path,
    {
      schema: {
        ...operation(endpoints.getServiceUnread, {
          tag,
          summary: 'The member’s unread customer-service messages',
          description: 'How many messages from agents and the shop the member has not read: the badge of the floating box, polled while the chat is closed.',
          answer: serviceUnread,
          signIn: 'member',
          querystring: serviceUnreadQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, { unread: await memberUnreadCount(app.db, member.id) });
    },
  );

  routes.get(
    endpoints.getServiceQueue.path,
    {
      schema: {
        ...operation(endpoints.getServiceQueue, {
          tag,
          summary: 'The agent’s queue of conversations',
          description: `The open conversations the agent works on: those waiting for an agent first, then their own by latest message, each with the member, the last message and how many of the member’s messages the agent has not read (an administrator sees every open conversation). At most ${CHAT_QUEUE_MAX}. ${AGENTS_ONLY}`,
          answer: adminServiceQueueAnswer,
          permission: CHAT_PERMISSION,
          querystring: adminServiceQueueQuery,
        }),
      },
    },
    async (request) => ok(request, { list: await listQueue(app.db, await deskSpeaker(request)) }),
  );

  routes.get(
    endpoints.getServiceConversationHistory.path,
    {
      schema: {
        ...operation(endpoints.getServiceConversationHistory, {
          tag,
          summary: 'Earlier messages of a conversation, for an agent',
          description: `One page of a conversation the agent may answer (theirs, a waiting one, or any for an administrator), oldest first; with \`before_id\` the messages before that one. Another agent’s conversation is not found. ${AGENTS_ONLY}`,
          answer: chatHistoryPage,
          permission: CHAT_PERMISSION,
          refusals: [404],
          querystring: adminServiceHistoryQuery,
        }),
      },
    },
    async (request) => {
      const speaker = await deskSpeaker(request);
      const conversation = await findSpeakersConversation(app.db, speaker, request.query.conversation_id);
      return ok(request, await messagesBefore(app.db, conversation.id, request.query.before_id, request.query.size, speaker.lang));
    },
  );

  routes.get(
    endpoints.getServiceMember.path,
    {
      schema: {
        ...operation(endpoints.getServiceMember, {
          tag,
          summary: 'The member of a conversation, beside the chat',
          description: `The member the agent is talking to: name, avatar, masked phone, when they joined, their order count and spending, and their five latest orders. Another agent’s conversation is not found. ${AGENTS_ONLY}`,
          answer: serviceMemberProfile,
          permission: CHAT_PERMISSION,
          refusals: [404],
          querystring: adminServiceMemberQuery,
        }),
      },
    },
    async (request) => {
      const speaker = await deskSpeaker(request);
      const conversation = await findSpeakersConversation(app.db, speaker, request.query.conversation_id);
      return ok(request, await memberProfile(app.db, conversation.memberId, speaker.lang));
    },
  );

  routes.get(
    endpoints.listServiceAgents.path,
    {
      schema: {
        ...operation(endpoints.listServiceAgents, {
          tag,
          summary: 'Agents a conversation can be transferred to',
          description: `Every back-office user who answers the chat (then the administrators), online ones first, with how many open conversations each has. ${AGENTS_ONLY}`,
          answer: adminServiceAgentsAnswer,
          permission: CHAT_PERMISSION,
          querystring: adminServiceAgentsQuery,
        }),
      },
    },
    async (request) => {
      return ok(request, { list: await listAgents(app.db, app.clock()) });
    },
  );

  routes.post(
    endpoints.transferServiceConversation.path,
    {
      schema: {
        ...operation(endpoints.transferServiceConversation, {
          tag,
          summary: 'Transfer a conversation to another agent',
          description: `Hands one of the agent’s conversations (or a waiting one; any for an administrator) to another agent, online or not. The member gets a message from the shop saying who answers them now, and every agent’s queue hears of the change on the socket. Another agent’s conversation is not found; an \`agent_id\` that is not an agent, or the conversation’s own agent, is refused naming \`agent_id\`. ${AGENTS_ONLY}`,
          answer: chatConversation,
          permission: CHAT_PERMISSION,
          refusals: [404],
          body: adminServiceTransferBody,
        }),
      },
    },
    async (request) => {
      const speaker = await deskSpeaker(request);
      const moved = await transferConversation(app.db, speaker, request.body.conversation_id, request.body.agent_id, app.clock());
      return ok(request, moved, 'chat_transferred_ok');
    },
  );

  routes.post(
    endpoints.closeServiceConversation.path,
    {
      schema: {
        ...operation(endpoints.closeServiceConversation, {
          tag,
          summary: 'Close a conversation',
          description: `Closes one of the agent’s conversations (or a waiting one; any for an administrator): it leaves the queues until the member writes again, which opens it once more. Another agent’s conversation is not found. ${AGENTS_ONLY}`,
          answer: chatConversation,
          permission: CHAT_PERMISSION,
          refusals: [404],
          body: adminServiceCloseBody,
        }),
      },
    },
    async (request) => ok(request, await closeConversation(app.db, await deskSpeaker(request), request.body.conversation_id), 'chat_closed_ok'),
  );

  routes.post(
    endpoints.uploadServicePicture.path,
    {
      ...PHOTO_UPLOAD_LIMITS,
      schema: {
        ...operation(endpoints.uploadServicePicture, {
          tag,
          summary: 'Upload a picture to send in the chat',
          description: `${PHOTO_BODY_RULES} Answers the URL to send as an \`image\` message on the socket; only the agent who uploaded it may send it (as a member sends only their upload/image pictures). ${AGENTS_ONLY}`,
          answer: uploadedImage,
          permission: CHAT_PERMISSION,
          refusals: [429],
        }),
        consumes: PHOTO_BODY_TYPES,
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await app.rateLimiters.uploads.enter(`staff:${staff.id}`);
      return ok(request, await keepAgentPicture(app.db, options.uploadDir, staff.id, photoBytes(request)));
    },
  );

  routes.get(
    endpoints.listServicePhrases.path,
    {
      schema: {
        ...operation(endpoints.listServicePhrases, {
          tag,
          summary: 'Quick phrases',
          description: `The shop’s shared quick phrases, then the agent’s own, each in their order. ${AGENTS_ONLY}`,
          answer: adminServicePhrasesAnswer,
          permission: CHAT_PERMISSION,
          querystring: adminServicePhrasesQuery,
        }),
      },
    },
    async (request) => {
      const agent = await request.requireStaff();
      return ok(request, { list: await listPhrases(app.db, agent.id) });
    },
  );

  routes.post(
    endpoints.saveServicePhrase.path,
    {
      schema: {
        ...operation(endpoints.saveServicePhrase, {
          tag,
          summary: 'Add or edit a quick phrase',
          description: `Without \`id\` adds a phrase of the agent’s own, or with \`shared\` one every agent sees (administrators only); with \`id\` edits one. Agents edit their own phrases, administrators also the shared ones (403 for agents); another agent’s phrase is not found. At most ${CHAT_PHRASES_MAX} per owner. ${AGENTS_ONLY}`,
          answer: chatPhrase,
          permission: CHAT_PERMISSION,
          refusals: [404],
          body: adminServicePhraseSaveBody,
        }),
      },
    },
    async (request) => ok(request, await savePhrase(app.db, await deskSpeaker(request), request.body), 'chat_phrase_saved'),
  );

  routes.post(
    endpoints.deleteServicePhrase.path,
    {
      schema: {
        ...operation(endpoints.deleteServicePhrase, {
          tag,
          summary: 'Delete a quick phrase',
          description: `Deletes one of the agent’s phrases, or (administrators) a shared one; 403 for an agent deleting a shared phrase, not found for another agent’s. ${AGENTS_ONLY}`,
          answer: z.null(),
          permission: CHAT_PERMISSION,
          refusals: [404],
          body: adminServicePhraseDeleteBody,
        }),
      },
    },
    async (request) => {
      await deletePhrase(app.db, await deskSpeaker(request), request.body.id);
      return ok(request, null, 'chat_phrase_deleted');
    },
  );
}

export default serviceRoutes;
