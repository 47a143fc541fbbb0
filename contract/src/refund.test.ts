import { describe, expect, it } from '@jest/globals';
import { REFUND_MAX_IMAGES } from './limits';
import { refundApplyBody, refundRejectBody } from './refund';

const photo = (n: number) => `/homeapi/upload/file/${String(n).repeat(64).slice(0, 64)}.png`;
const request = { order_id: 12, items: [{ order_item_id: 31, quantity: 2 }], kind: 'refund', reason: 'damaged' };
const problems = (input: unknown) => refundApplyBody.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('refundApplyBody', () => {
  it('takes a request with its defaults: no description, no photos, the text trimmed', () => {
    expect(refundApplyBody.parse(request)).toEqual({ ...request, description: '', images: [] });
    expect(refundApplyBody.parse({ ...request, description: '  chipped  ' }).description).toBe('chipped');
  });

  it('names the API message of a missing reason, an empty choice and a line listed twice', () => {
    expect(problems({ ...request, reason: undefined })).toEqual([['reason', 'refund_reason_required']]);
    expect(problems({ ...request, reason: 'bored' })).toEqual([['reason', 'refund_reason_required']]);
    expect(problems({ ...request, items: [] })).toEqual([['items', 'refund_items_required']]);
    expect(problems({ ...request, items: [request.items[0], request.items[0]] })).toEqual([['items', 'refund_items_duplicate']]);
  });

  it('holds units, the description and the photos to their limits', () => {
    expect(problems({ ...request, items: [{ order_item_id: 31, quantity: 0 }] }).map(([path]) => path)).toEqual(['items.0.quantity']);
    expect(problems({ ...request, description: 'x'.repeat(500) })).toEqual([]);
    expect(problems({ ...request, description: 'x'.repeat(501) }).map(([path]) => path)).toEqual(['description']);
    const photos = Array.from({ length: REFUND_MAX_IMAGES + 1 }, (_, n) => photo(n + 1));
    expect(problems({ ...request, images: photos.slice(0, REFUND_MAX_IMAGES) })).toEqual([]);
    expect(problems({ ...request, images: photos })).toEqual([['images', 'refund_images_too_many']]);
    expect(problems({ ...request, images: ['https://elsewhere.example/a.png'] }).map(([path]) => path)).toEqual(['images.0']);
    expect(problems({ ...request, kind: 'exchange' }).map(([path]) => path)).toEqual(['kind']);
  });
});

describe('refundRejectBody', () => {
  it('needs the note the member will read', () => {
    expect(refundRejectBody.safeParse({ id: 3, note: '  ' }).success).toBe(false);
    expect(refundRejectBody.parse({ id: 3, note: ' Worn ' })).toEqual({ id: 3, note: 'Worn' });
  });
});
