import { refusalData, type FieldIssue, type RefusalData } from '@shop/contract';
import type { ApiError } from '@shop/shared';

/** What a refusal carries besides its message, as the contract describes it; nothing when it says otherwise. */
function detailsOf(error: ApiError): RefusalData {
  const details = refusalData.safeParse(error.data);
  return details.success ? details.data : {};
}

/** The fields a refusal blames, with their messages: every one in `errors`, else the one `field`. */
export function blamedFields(error: ApiError): FieldIssue[] {
  const { errors = [] } = detailsOf(error);
  if (errors.length > 0) return errors;
  return error.field ? [{ field: error.field, message: error.message }] : [];
}

/**
 * Seconds the server asks us to wait when it refuses a send for being too soon: its `retry_after`,
 * else the number in its message ("please try again in 13 seconds", "请13秒后再试").
 */
export function retryAfter(error: ApiError): number {
  const given = detailsOf(error).retry_after;
  if (given) return given;
  const said = /(\d+)\s*(?:s\b|sec|second|秒)/i.exec(error.message);
  return said ? Number(said[1]) : 0;
}
