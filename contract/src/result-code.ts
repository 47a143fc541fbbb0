/**
 * The envelope's `code` (spec section 8): 1 success, 0 a falsy answer (user/center for a visitor),
 * the others a refusal the client reacts to. The HTTP status says the same in HTTP terms.
 */
export const RESULT_CODE = {
  ok: 1,
  falsy: 0,
  refused: 402,
  unauthorized: 401,
  notFound: 404,
  serverError: 500,
} as const;

export type ResultCode = (typeof RESULT_CODE)[keyof typeof RESULT_CODE];
