import { z } from 'zod';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { bodyIdField, idField, pagingFields } from './field-rules';
import { REVIEW_MAX_IMAGES } from './limits';
import { uploadedImageUrl } from './upload';

/** Characters of a review's text. */
export const REVIEW_TEXT_MAX_LENGTH = 500;

/** Reviews one order/do_evaluate call may carry: more lines than any order has. */
export const REVIEWS_PER_CALL_MAX = 50;

/**
 * One order line's review: 1-5 stars (none, or 0, is "rating required", spec section 5), text that
 * may be left empty, and up to REVIEW_MAX_IMAGES photos the member uploaded.
 */
export const reviewInput = z.object({
  order_item_id: bodyIdField,
  rating: z
    .number({ error: 'rating_required' })
    .int({ error: 'rating_invalid' })
    .min(1, { error: 'rating_required' })
    .max(5, { error: 'rating_invalid' }),
  content: z.string().trim().max(REVIEW_TEXT_MAX_LENGTH).default(''),
  images: z.array(uploadedImageUrl).max(REVIEW_MAX_IMAGES, { error: 'review_images_too_many' }).default([]),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** order/do_evaluate: reviews of some or all of the lines still to review on one received order. */
export const doEvaluateBody = z.object({
  order_id: bodyIdField,
  reviews: z
    .array(reviewInput)
    .min(1, { error: 'review_items_required' })
    .max(REVIEWS_PER_CALL_MAX)
    .refine((reviews) => new Set(reviews.map((review) => review.order_item_id)).size === reviews.length, { error: 'review_items_duplicate' }),
});
/** What a form fills in (text and photos may be left out); the API reads the parsed body. */
export type DoEvaluateInput = z.input<typeof doEvaluateBody>;
export type DoEvaluateBody = z.output<typeof doEvaluateBody>;

export const evaluateQuery = z.object({ order_id: idField });
export type EvaluateQuery = z.infer<typeof evaluateQuery>;

/** comment/mine: the member's own reviews, newest first. */
export const commentMineQuery = z.object({ ...pagingFields(10, 50) });
export type CommentMineQuery = z.infer<typeof commentMineQuery>;

/** A review as written: stars, text (plain text, never HTML), photos and when. */
export const writtenReview = z.object({
  id: recordId,
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  created_at: isoTime,
});
export type WrittenReview = z.infer<typeof writtenReview>;

/**
 * A line of the order as bought, in the request's language, with its review once written.
 * `refunded`: every unit was refunded, so there is nothing to review.
 */
export const evaluateItem = z.object({
  order_item_id: recordId,
  goods_id: recordId,
  name: z.string(),
  image: z.string(),
  sku_text: z.string(),
  price: yuan,
  quantity: z.number().int().min(1),
  refunded: z.boolean(),
  review: writtenReview.nullable(),
});
export type EvaluateItem = z.infer<typeof evaluateItem>;

/**
 * order/evaluate: one received order's lines (status 3, waiting for review) and their reviews. `to_review` counts the lines still
 * waiting; `points_on_completion` is what reviewing them all grants (the order then completes).
 */
export const evaluateAnswer = z.object({
  order_id: recordId,
  order_no: z.string(),
  received_at: isoTime.nullable(),
  to_review: countValue,
  points_on_completion: countValue,
  items: z.array(evaluateItem),
});
export type EvaluateAnswer = z.infer<typeof evaluateAnswer>;

/**
 * order/do_evaluate: what the call did. `completed`: every line is now reviewed and the order is
 * complete; `points_granted` is what that granted (0 otherwise) and `points` the member's points now.
 */
export const evaluateResult = z.object({
  order_id: recordId,
  reviewed: countValue,
  to_review: countValue,
  completed: z.boolean(),
  points_granted: countValue,
  points: countValue,
});
export type EvaluateResult = z.infer<typeof evaluateResult>;

/** One of the member's reviews with the goods it is about, in the request's language. */
export const myReview = writtenReview.extend({
  order_id: recordId.nullable(),
  goods_id: recordId,
  goods_name: z.string(),
  goods_image: z.string(),
  sku_text: z.string(),
});
export type MyReview = z.infer<typeof myReview>;

/** comment/mine: one page of the member's reviews, newest first. */
export const commentMineAnswer = pageOf(myReview);
export type CommentMineAnswer = z.infer<typeof commentMineAnswer>;
