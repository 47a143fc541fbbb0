import { adminActivitySaveBody, adminActivitySkuInput } from '@shop/contract';

const body = adminActivitySaveBody.shape;
const sku = adminActivitySkuInput.shape;

/** The most each count of the activity form may be, as the contract says. */
export const COUNT_MAX = {
  per_member_limit: body.per_member_limit.unwrap().maxValue,
  per_order_limit: body.per_order_limit.unwrap().maxValue,
  group_size: body.group_size.unwrap().maxValue,
  window_minutes: body.window_minutes.unwrap().maxValue,
  helpers_needed: body.helpers_needed.unwrap().maxValue,
  stock: sku.stock.maxValue,
  points: sku.points.unwrap().maxValue,
};

/** The page's words for a count the contract refused: too large above its most, else to be checked (below its least, a fraction). */
export function countProblem(value: unknown, max: number | null): 'tooBig' | 'invalid' {
  return typeof value === 'number' && Number.isInteger(value) && max !== null && value > max ? 'tooBig' : 'invalid';
}
