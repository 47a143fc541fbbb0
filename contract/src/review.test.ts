import { describe, expect, it } from '@jest/globals';
import { REVIEW_MAX_IMAGES } from './limits';
import { doEvaluateBody, REVIEW_TEXT_MAX_LENGTH } from './review';

const photo = (n: number) => `/homeapi/upload/file/${String(n).padStart(64, 'a')}.png`;
const problems = (body: unknown) => doEvaluateBody.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('doEvaluateBody', () => {
  it('takes a rating alone (no text, no photos) and trims the text', () => {
    expect(doEvaluateBody.parse({ order_id: 4, reviews: [{ order_item_id: 7, rating: 5 }] })).toEqual({
      order_id: 4,
      reviews: [{ order_item_id: 7, rating: 5, content: '', images: [] }],
    });
    expect(doEvaluateBody.parse({ order_id: 4, reviews: [{ order_item_id: 7, rating: 3, content: '  fine\nreally  ' }] }).reviews[0]?.content).toBe('fine\nreally');
  });

  it('asks for a rating when there is none or it is 0, and refuses one outside 1-5 or not whole', () => {
    expect(problems({ order_id: 4, reviews: [{ order_item_id: 7 }] })).toEqual([['reviews.0.rating', 'rating_required']]);
    expect(problems({ order_id: 4, reviews: [{ order_item_id: 7, rating: 0 }] })).toEqual([['reviews.0.rating', 'rating_required']]);
    expect(problems({ order_id: 4, reviews: [{ order_item_id: 7, rating: 6 }] })).toEqual([['reviews.0.rating', 'rating_invalid']]);
    expect(problems({ order_id: 4, reviews: [{ order_item_id: 7, rating: 4.5 }] })).toEqual([['reviews.0.rating', 'rating_invalid']]);
  });

  it(`holds text to ${REVIEW_TEXT_MAX_LENGTH} characters and photos to ${REVIEW_MAX_IMAGES} uploaded ones`, () => {
    const review = { order_item_id: 7, rating: 5 };
    expect(problems({ order_id: 4, reviews: [{ ...review, content: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }] })?.[0]?.[0]).toBe('reviews.0.content');
    const images = Array.from({ length: REVIEW_MAX_IMAGES + 1 }, (_, n) => photo(n));
    expect(problems({ order_id: 4, reviews: [{ ...review, images }] })).toEqual([['reviews.0.images', 'review_images_too_many']]);
    expect(problems({ order_id: 4, reviews: [{ ...review, images: ['https://elsewhere.example/a.png'] }] })).toEqual([['reviews.0.images.0', 'upload_not_found']]);
  });

  it('wants at least one review and each line once', () => {
    expect(problems({ order_id: 4, reviews: [] })).toEqual([['reviews', 'review_items_required']]);
    expect(problems({ order_id: 4, reviews: [{ order_item_id: 7, rating: 5 }, { order_item_id: 7, rating: 4 }] })).toEqual([['reviews', 'review_items_duplicate']]);
  });
});
