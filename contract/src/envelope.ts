import { z } from 'zod';
import { RESULT_CODE } from './result-code';

/** The `{code, msg, data}` envelope every /homeapi call answers with; `msg` is in the request's language. */
export type Envelope<Data> = { code: number; msg: string; data: Data };

/** A success: code 1 and the call's answer in `data`. */
export const answerEnvelope = <Data extends z.ZodType>(data: Data) => z.object({ code: z.literal(RESULT_CODE.ok), msg: z.string(), data });

/** One refused field and the sentence that explains it. */
export const fieldIssue = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssue>;

/**
 * What a refusal carries besides its message: the field to blame (`field`, dotted for nested ones)
 * and every problem found (`errors`) for invalid input; `retry_after` (seconds) when throttled;
 * the stock left (and what the cart already holds, or which SKU ran short) when stock is short.
 */
export const refusalData = z.object({
  field: z.string().optional(),
  errors: z.array(fieldIssue).optional(),
  retry_after: z.number().int().min(0).optional(),
  stock: z.number().int().min(0).optional(),
  in_cart: z.number().int().min(0).optional(),
  sku_id: z.number().int().min(1).optional(),
});
export type RefusalData = z.infer<typeof refusalData>;

const REFUSAL_CODES = [RESULT_CODE.refused, RESULT_CODE.unauthorized, RESULT_CODE.notFound, RESULT_CODE.serverError] as const;

/** Every 4xx and 5xx answer: a refusal code, the sentence to show, and what the refusal carries (or null). */
export const refusalEnvelope = z.object({ code: z.literal(REFUSAL_CODES), msg: z.string(), data: refusalData.nullable() });
export type RefusalEnvelope = z.infer<typeof refusalEnvelope>;
