import type { Permission } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { staffRoles, staffUsers } from '../../../db/schema';
import { imageUrl } from '../../image';

/** The permission of the chat's agents: back-office users whose role holds it (or everything) answer members. */
export const CHAT_PERMISSION = 'chat.answer' satisfies Permission;

/** Rows of staff_users (joined with staff_roles) who answer the chat: active, their role holding CHAT_PERMISSION or `*`. */
export const answersChat = and(eq(staffUsers.status, 'active'), sql`${staffRoles.permissions} ?| array[${CHAT_PERMISSION}, '*']`);

/** Whether the row's role holds everything: administrators see every open conversation, and get new ones only when no agent is online. */
export const isAdministrator = sql<boolean>`${staffRoles.permissions} ? '*'`;

/** Back-office users have no picture: members see the shop's default avatar beside an agent's name. */
export const AGENT_AVATAR = imageUrl('avatar');
