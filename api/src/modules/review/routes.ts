import { commentMineAnswer, commentMineQuery, doEvaluateBody, endpoints, evaluateAnswer, evaluateQuery, evaluateResult, REVIEW_MAX_IMAGES, REVIEW_TEXT_MAX_LENGTH } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { MIN_COMPLETION_POINTS } from './completion-points';
import { describeEvaluation, submitReviews } from './evaluate-service';
import { listMyReviews } from './mine-service';

export function reviewRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'review';

  routes.get(
    endpoints.getOrderToReview.path,
    {
      schema: {
        ...operation(endpoints.getOrderToReview, {
          tag,
          summary: 'A received order’s goods to review',
          description:
            'The lines of one of the member’s received orders (status 3, pending review), each with its review once written, how many are still waiting and the points reviewing them all grants. Another member’s order answers 404; an order in any other status answers 409 saying why (not received yet, a refund request open, already reviewed).',
          answer: evaluateAnswer,
          signIn: 'member',
          refusals: [404, 409],
          querystring: evaluateQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await describeEvaluation(app.db, member.id, request.query.order_id, requestLang(request), app.orderWindows, app.clock()));
    },
  );

  routes.post(
    endpoints.reviewOrder.path,
    {
      schema: {
        ...operation(endpoints.reviewOrder, {
          tag,
          summary: 'Review goods of a received order; the last review completes it and grants points',
          description: `Reviews some or all of the lines still waiting on one of the member’s received orders: 1-5 stars each (missing or 0: "rating required"), text of at most ${REVIEW_TEXT_MAX_LENGTH} characters (may be empty, shown as plain text) and up to ${REVIEW_MAX_IMAGES} photos the member uploaded through upload/image. A line is reviewed once; a refunded line has nothing to review. When no line is left waiting, the order completes (status 4) and grants one point per yuan paid and not refunded, at least ${MIN_COMPLETION_POINTS}, recorded in the points log; the reviews appear on the product pages at once. Any refusal stores nothing.`,
          answer: evaluateResult,
          signIn: 'member',
          refusals: [404, 409],
          body: doEvaluateBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await submitReviews(app.db, member.id, request.body, requestLang(request), app.clock(), app.orderWindows), 'review_submitted');
    },
  );

  routes.get(
    endpoints.listMyReviews.path,
    {
      schema: {
        ...operation(endpoints.listMyReviews, {
          tag,
          summary: 'The member’s own reviews, paged',
          description: 'One page of the reviews the member wrote, newest first, each with the goods and SKU it is about, the order it came from, the stars, the text and the photos.',
          answer: commentMineAnswer,
          signIn: 'member',
          querystring: commentMineQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listMyReviews(app.db, member.id, request.query, requestLang(request)));
    },
  );
}

export default reviewRoutes;
