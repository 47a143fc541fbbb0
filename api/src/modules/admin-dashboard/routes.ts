import { DASHBOARD_SERIES_DAYS, endpoints, LOW_STOCK_THRESHOLD, LOW_STOCK_TOP, dashboardAnswer, noInput, type DashboardAnswer } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { SharedRuns } from '../../lib/shared-runs';
import { describeDashboard } from './dashboard-service';

/** Back office: the dashboard's figures and 30-day series. */
export function adminDashboardRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every operator sees the same figures: operators who open the dashboard at once share one reading
  // of a million orders instead of queueing one each for the database (ADR 0045, "Later").
  const readings = new SharedRuns<DashboardAnswer>();

  routes.get(
    endpoints.showDashboard.path,
    {
      schema: {
        ...operation(endpoints.showDashboard, {
          tag: 'admin',
          summary: 'Back office: today’s figures and the last 30 days',
          description: [
            'Days are the shop’s (China time, UTC+8); `today` is its date now.',
            'Beside each of today’s figures, yesterday’s: orders placed, orders paid, the money they paid (`paid_amount`), the money paid back by refunds approved that day (`refunded_amount`) and `sales`, the one minus the other.',
            'Pending shipments (paid express orders not shipped, paid pickup orders not yet ready; split by delivery) and open refund requests are counted now and as they stood when yesterday ended; new members are sign-ups.',
            `Low stock: every SKU with ${LOW_STOCK_THRESHOLD} units or fewer, on the shelf or off, and the ${LOW_STOCK_TOP} lowest with their goods (name in the request language).`,
            `\`series\`: the last ${DASHBOARD_SERIES_DAYS} days, oldest first and today last, each with its orders placed and sales; days without any are zero.`,
          ].join(' '),
          answer: dashboardAnswer,
          permission: 'dashboard.view',
          querystring: noInput,
        }),
      },
    },
    async (request) => {
      const lang = requestLang(request);
      return ok(request, await readings.run(lang, () => describeDashboard(app.db, lang, app.clock())));
    },
  );
}

export default adminDashboardRoutes;
