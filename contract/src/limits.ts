/** Sizes the API enforces and forms should announce. No zod here, for the same reason as enums.ts. */

/** Ids are PostgreSQL integers: anything larger is refused as input rather than failing in the database. */
export const MAX_ID = 2_147_483_647;

/** Units of one SKU in a cart row or a direct purchase. */
export const MAX_CART_QUANTITY = 999;

/** Characters of an order's remark. */
export const REMARK_MAX_LENGTH = 200;

/** Characters of a search text or keyword filter. */
export const SEARCH_MAX_LENGTH = 50;
