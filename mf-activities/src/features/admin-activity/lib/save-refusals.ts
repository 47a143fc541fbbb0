import { refusalData, type FieldIssue } from '@shop/contract';
import type { ApiError } from '@shop/shared';

/** The fields of the activity form a refusal can name: `title.en`, `skus.0.floor_price`, `skus`... */
const FORM_FIELD = /^(type|goods_id|title\.(zh|en)|starts_at|ends_at|per_member_limit|per_order_limit|group_size|window_minutes|slot_id|helpers_needed|skus(\.\d+\.(sku_id|price|floor_price|points|stock))?)$/;

/** The problems of a refused save that belong under one of the form's fields: every one in `errors`, else the one `field`. */
export function formIssues(error: ApiError): FieldIssue[] {
  const details = refusalData.safeParse(error.data);
  const listed = details.success ? (details.data.errors ?? []) : [];
  const issues = listed.length > 0 ? listed : error.field ? [{ field: error.field, message: error.message }] : [];
  return issues.filter((issue) => FORM_FIELD.test(issue.field));
}
