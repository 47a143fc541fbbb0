/** Sizes the API enforces and forms should announce. No zod here, for the same reason as enums.ts. */

/** Ids are PostgreSQL integers: anything larger is refused as input rather than failing in the database. */
export const MAX_ID = 2_147_483_647;

/** Units of one SKU in a cart row or a direct purchase. */
export const MAX_CART_QUANTITY = 999;

/** Characters of an order's remark. */
export const REMARK_MAX_LENGTH = 200;

/** Characters of a search text or keyword filter. */
export const SEARCH_MAX_LENGTH = 50;

/** Bytes of one uploaded photo (refund and review photos). */
export const UPLOAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The photo types members may upload, recognised by their content, not their name. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Photos on one refund request. */
export const REFUND_MAX_IMAGES = 3;

/** Photos on one review. */
export const REVIEW_MAX_IMAGES = 6;
