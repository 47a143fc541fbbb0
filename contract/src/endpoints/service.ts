import type { z } from 'zod';
import type { adminServiceAgentsAnswer, adminServiceAgentsQuery, adminServiceCloseBody, adminServiceHistoryQuery, adminServiceMemberQuery, adminServicePhraseDeleteBody, adminServicePhraseSaveBody, adminServicePhrasesAnswer, adminServicePhrasesQuery, adminServiceQueueAnswer, adminServiceQueueQuery, adminServiceTransferBody, chatHistoryPage, chatPhrase, serviceHistoryQuery, serviceMemberProfile, serviceStatus, serviceStatusQuery, serviceUnread, serviceUnreadQuery } from '../service-calls';
import type { chatConversation } from '../service-chat';
import type { uploadedImage } from '../upload';
import type { Endpoint } from '../endpoint';

export const getServiceStatus: Endpoint<typeof serviceStatusQuery, typeof serviceStatus> = { operationId: 'getServiceStatus', method: 'GET', path: '/service/status' };
export const getServiceHistory: Endpoint<typeof serviceHistoryQuery, typeof chatHistoryPage> = { operationId: 'getServiceHistory', method: 'GET', path: '/service/history' };
export const getServiceUnread: Endpoint<typeof serviceUnreadQuery, typeof serviceUnread> = { operationId: 'getServiceUnread', method: 'GET', path: '/service/unread' };
export const getServiceQueue: Endpoint<typeof adminServiceQueueQuery, typeof adminServiceQueueAnswer> = { operationId: 'getServiceQueue', method: 'GET', path: '/admin/service/queue' };
export const getServiceConversationHistory: Endpoint<typeof adminServiceHistoryQuery, typeof chatHistoryPage> = { operationId: 'getServiceConversationHistory', method: 'GET', path: '/admin/service/history' };
export const getServiceMember: Endpoint<typeof adminServiceMemberQuery, typeof serviceMemberProfile> = { operationId: 'getServiceMember', method: 'GET', path: '/admin/service/member' };
export const listServiceAgents: Endpoint<typeof adminServiceAgentsQuery, typeof adminServiceAgentsAnswer> = { operationId: 'listServiceAgents', method: 'GET', path: '/admin/service/agents' };
export const transferServiceConversation: Endpoint<typeof adminServiceTransferBody, typeof chatConversation> = { operationId: 'transferServiceConversation', method: 'POST', path: '/admin/service/transfer' };
export const closeServiceConversation: Endpoint<typeof adminServiceCloseBody, typeof chatConversation> = { operationId: 'closeServiceConversation', method: 'POST', path: '/admin/service/close' };
export const listServicePhrases: Endpoint<typeof adminServicePhrasesQuery, typeof adminServicePhrasesAnswer> = { operationId: 'listServicePhrases', method: 'GET', path: '/admin/service/phrases' };
export const saveServicePhrase: Endpoint<typeof adminServicePhraseSaveBody, typeof chatPhrase> = { operationId: 'saveServicePhrase', method: 'POST', path: '/admin/service/phrase/save' };
export const deleteServicePhrase: Endpoint<typeof adminServicePhraseDeleteBody, z.ZodNull> = { operationId: 'deleteServicePhrase', method: 'POST', path: '/admin/service/phrase/delete' };
export const uploadServicePicture: Endpoint<undefined, typeof uploadedImage> = { operationId: 'uploadServicePicture', method: 'POST', path: '/admin/service/picture' };
