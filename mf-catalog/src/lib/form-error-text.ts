
/** The type of an error the server worded (set from a refusal); the form's own checks carry a zod code and message key. */
export const SERVER_ERROR = 'server';

/** Message keys of the contract's rules that the back-office forms word themselves. */
const WORDED = new Set(['goods_price_invalid', 'goods_stock_invalid', 'goods_images_required', 'goods_images_too_many']);

/**
 * A field's error in the page's language: the server's own words, the form's wording of a contract
 * rule, else "required" for an empty or missing value, "too long", or "invalid".
 */
export function formErrorText(t: (key: string) => string, error: { type?: unknown; message?: string } | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  if (error.message && WORDED.has(error.message)) return t(`adminGoods.errors.${error.message}`);
  if (error.type === 'too_small' || error.type === 'invalid_type' || error.message === 'field_required') return t('adminGoods.errors.required');
  if (error.type === 'too_big') return t('adminGoods.errors.tooLong');
  return t('adminGoods.errors.invalid');
}
