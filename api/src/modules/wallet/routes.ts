import {
  endpoints,
  noInput,
  pointsLogAnswer,
  pointsLogQuery,
  recharge,
  rechargeCreateBody,
  rechargeDetailQuery,
  rechargeOptions,
  walletLogAnswer,
  walletLogQuery,
  walletSummary,
  yuanTextToCents,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { describeWallet, listPointsLog, listWalletLog } from './log-service';
import { createRecharge, describeRechargeOptions, MAX_OPEN_RECHARGES, showRecharge } from './recharge-service';

/** Absolute links, so that a phone scanning the QR code reaches this shop. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function walletRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'wallet';

  routes.get(
    endpoints.getWallet.path,
    {
      schema: {
        ...operation(endpoints.getWallet, {
          tag,
          summary: 'The member’s balance and points',
          description: 'What the wallet holds now: the balance in yuan and the points.',
          answer: walletSummary,
          signIn: 'member',
          querystring: noInput,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await describeWallet(app.db, member.id));
    },
  );

  routes.get(
    endpoints.listWalletLog.path,
    {
      schema: {
        ...operation(endpoints.listWalletLog, {
          tag,
          summary: 'The member’s money log, paged, by tab',
          description:
            'One page of the member’s balance movements, newest first: `type` all, income or expense (the spec’s tabs all, income, expenditure). Each row says in or out (`type`), what moved the money (`kind`: recharge, payment, refund, other), the amount (always positive), the balance after it, a description in the request’s language and the time.',
          answer: walletLogAnswer,
          signIn: 'member',
          querystring: walletLogQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listWalletLog(app.db, member.id, request.query, requestLang(request)));
    },
  );

  routes.get(
    endpoints.listPointsLog.path,
    {
      schema: {
        ...operation(endpoints.listPointsLog, {
          tag,
          summary: 'The member’s points log, paged, by tab',
          description: 'One page of the member’s points movements, newest first, under the same tabs as the money log: points earned (completed orders, reviews) or spent, the points after each, a description in the request’s language and the time.',
          answer: pointsLogAnswer,
          signIn: 'member',
          querystring: pointsLogQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listPointsLog(app.db, member.id, request.query, requestLang(request)));
    },
  );

  routes.get(
    endpoints.getRechargeOptions.path,
    {
      schema: {
        ...operation(endpoints.getRechargeOptions, {
          tag,
          summary: 'The top-up page: balance, preset amounts and bounds',
          description: 'What the top-up page offers: the member’s balance, the preset amounts, the bounds of a custom amount, the online methods to pay with (`methods`, each named in the request’s language and saying whether it is a test mode; a wallet-only shop has none and takes no top-ups).',
          answer: rechargeOptions,
          signIn: 'member',
          querystring: noInput,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await describeRechargeOptions(app.db, app.paymentProviders, member.id, requestLang(request)));
    },
  );

  routes.post(
    endpoints.createRecharge.path,
    {
      schema: {
        ...operation(endpoints.createRecharge, {
          tag,
          summary: 'Start a top-up, paid with an online method',
          description: `Creates a top-up of \`amount\` yuan (text, from 1.00 to 50000.00, at most two decimals) and its online payment with \`method\` (one of recharge/index’s \`methods\`; the first if omitted), answering the QR code’s content (\`qr_content\`) and the provider’s pay page (\`pay_url\`) where it has one. A top-up is never paid from the wallet. An open top-up of the same amount is answered again; at most ${MAX_OPEN_RECHARGES} stay open, each closing unpaid after 30 minutes. The provider’s notification credits the balance once; poll recharge/detail until \`status\` is paid.`,
          answer: recharge,
          signIn: 'member',
          body: rechargeCreateBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const top = { userId: member.id, amountCents: yuanTextToCents(request.body.amount), method: request.body.method, lang: requestLang(request) };
      return ok(request, await createRecharge(app.db, app.paymentProviders, top, app.clock(), originOf(request)), 'recharge_created');
    },
  );

  routes.get(
    endpoints.getRecharge.path,
    {
      schema: {
        ...operation(endpoints.getRecharge, {
          tag,
          summary: 'One of the member’s top-ups: its state, pay link and the balance',
          description: 'The top-up’s state (pending, paid, or closed once unpaid past its deadline), its pay link while pending, and the member’s balance now. The top-up page polls it until the top-up is paid: the server’s word, never the pay page’s redirect, says it is.',
          answer: recharge,
          signIn: 'member',
          refusals: [404],
          querystring: rechargeDetailQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      const asked = { userId: member.id, id: request.query.id, lang: requestLang(request) };
      return ok(request, await showRecharge(app.db, app.paymentProviders, asked, app.clock(), originOf(request)));
    },
  );
}

export default walletRoutes;
