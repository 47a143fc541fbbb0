import {
  adminMemberDetail,
  adminMemberDetailQuery,
  adminMemberListAnswer,
  adminMemberListQuery,
  adminMemberWalletAnswer,
  adminMemberWalletQuery,
  adminWalletAdjustAnswer,
  adminWalletAdjustBody,
  endpoints,
  WALLET_ADJUST_MAX_CENTS,
  WALLET_ADJUST_NOTE_MAX_LENGTH,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { centsToYuan } from '../../lib/money';
import { describeMemberDetail, listMembers } from './member-list-service';
import { adjustWallet, assertMember, readMemberWallet } from './member-wallet-service';

/** Back office: members, wallet adjustments and coupons. */
export function adminMemberRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';

  routes.get(
    endpoints.listAdminMembers.path,
    {
      schema: {
        ...operation(endpoints.listAdminMembers, {
          tag,
          summary: 'Back office: one page of members',
          description:
            'The shop’s members (not its customer-service agents), sorted on the server by `sort` (id, created_at, balance, points, orders, spent) and `order`, then by id. `keyword` finds part of a username, nickname or phone number; `registered_from` and `registered_to` are days (YYYY-MM-DD, China time), both included. Each row: avatar, username, nickname, the phone number masked, balance, points, how many orders, what was paid less refunds (`spent`) and when they registered.',
          answer: adminMemberListAnswer,
          permission: 'member.view',
          querystring: adminMemberListQuery,
        }),
      },
    },
    async (request) => ok(request, await listMembers(app.db, request.query)),
  );

  routes.get(
    endpoints.getAdminMember.path,
    {
      schema: {
        ...operation(endpoints.getAdminMember, {
          tag,
          summary: 'Back office: one member',
          description: 'The member as admin/member/index lists them, how many addresses they keep, the coupons they hold by status (unused, used, expired), and their last 5 orders and last 5 wallet rows, newest first.',
          answer: adminMemberDetail,
          permission: 'member.view',
          refusals: [404],
          querystring: adminMemberDetailQuery,
        }),
      },
    },
    async (request) => ok(request, await describeMemberDetail(app.db, request.query.id, requestLang(request), app.clock())),
  );

  routes.get(
    endpoints.listAdminMemberWallet.path,
    {
      schema: {
        ...operation(endpoints.listAdminMemberWallet, {
          tag,
          summary: 'Back office: a member’s wallet ledger, paged',
          description:
            'One page of the member’s balance movements under a tab (`type` all, income or expense), newest first, as the member reads them in wallet/log, with `adjusted_by`: the back-office user who adjusted the balance by hand (null for any other row).',
          answer: adminMemberWalletAnswer,
          permission: 'member.view',
          refusals: [404],
          querystring: adminMemberWalletQuery,
        }),
      },
    },
    async (request) => {
      await assertMember(app.db, request.query.member_id);
      return ok(request, await readMemberWallet(app.db, request.query, requestLang(request)));
    },
  );

  routes.post(
    endpoints.adjustAdminMemberWallet.path,
    {
      schema: {
        ...operation(endpoints.adjustAdminMemberWallet, {
          tag,
          summary: 'Back office: adjust a member’s balance by hand',
          description: `Adds (\`direction\` income) or takes (expense) \`amount\` yuan (text, 0.01 to ${centsToYuan(WALLET_ADJUST_MAX_CENTS)}, at most two decimals) to or from the member’s balance, with a \`note\` (1 to ${WALLET_ADJUST_NOTE_MAX_LENGTH} characters). The member’s row is locked, so adjustments made at once all land. A balance below 0 or above the wallet’s cap is refused (400 naming \`amount\`). Writes a wallet row the member reads in their log (“Adjusted by the shop: <note>” / “商家调整：<note>”) and an audit row, and answers the balance after it and the row.`,
          answer: adminWalletAdjustAnswer,
          permission: 'wallet.adjust',
          refusals: [404],
          body: adminWalletAdjustBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const adjusted = await adjustWallet(app.db, { ...request.body, staff, request }, requestLang(request), app.clock());
      return ok(request, adjusted, 'wallet_adjusted');
    },
  );
}

export default adminMemberRoutes;
