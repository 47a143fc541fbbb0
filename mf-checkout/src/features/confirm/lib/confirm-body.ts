import { ACTIVITY_TYPES, type ActivityType, type Delivery, type InvoiceInput } from '@shop/contract';
import type { ActivitySource, CheckoutSource, ConfirmBody } from './types';

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

const isActivityType = (type: string | null): type is ActivityType => (ACTIVITY_TYPES as readonly (string | null)[]).includes(type);

/** An activity purchase is bought alone, at the activity's price, never with a coupon on top. */
export const isActivitySource = (source: CheckoutSource): source is ActivitySource => isActivityType(source.type);

/**
 * `type=group&activity_id=…&sku_id=…&quantity=…[&group_id=…]`, and the same for the other types
 * (a bargain needs its `bargain_id`); a group or bargain id is read only for its own type.
 */
function readActivitySource(type: ActivityType, params: URLSearchParams): ActivitySource | null {
  const activityId = positiveInt(params.get('activity_id'));
  const skuId = positiveInt(params.get('sku_id'));
  const quantity = positiveInt(params.get('quantity') ?? '1');
  if (!activityId || !skuId || !quantity) return null;
  const source: ActivitySource = { type, activity_id: activityId, sku_id: skuId, quantity };
  if (type === 'group' && params.has('group_id')) {
    const groupId = positiveInt(params.get('group_id'));
    if (!groupId) return null;
    source.group_id = groupId;
  }
  if (type === 'bargain') {
    const bargainId = positiveInt(params.get('bargain_id'));
    if (!bargainId) return null;
    source.bargain_id = bargainId;
  }
  return source;
}

/** Reads `type=cart&cart_ids=1,2`, `type=buy&sku_id=5&quantity=2` or an activity purchase; null when malformed. */
export function readCheckoutSource(params: URLSearchParams): CheckoutSource | null {
  const type = params.get('type');
  if (type === 'cart') {
    const parts = (params.get('cart_ids') ?? '').split(',').filter((part) => part.trim() !== '');
    const ids = parts.map(positiveInt);
    if (ids.length === 0 || ids.some((id) => id === null)) return null;
    return { type: 'cart', cart_ids: [...new Set(ids as number[])] };
  }
  if (type === 'buy') {
    const skuId = positiveInt(params.get('sku_id'));
    const quantity = positiveInt(params.get('quantity') ?? '1');
    if (!skuId || !quantity) return null;
    return { type: 'buy', sku_id: skuId, quantity };
  }
  return isActivityType(type) ? readActivitySource(type, params) : null;
}

/** What the shopper chose on the page; undefined means "not chosen yet, let the server pick". */
export interface CheckoutChoices {
  delivery: Delivery;
  addressId?: number | null;
  storeId?: number | null;
  /** null: explicitly no coupon; undefined: the server applies the best one. */
  couponId?: number | null;
  invoice: InvoiceInput | null;
  remark: string;
}

export const initialChoices: CheckoutChoices = { delivery: 'express', invoice: null, remark: '' };

/** The order/confirm (and order/create) body: the goods from the URL plus the choices. */
export function buildConfirmBody(source: CheckoutSource, choices: CheckoutChoices): ConfirmBody {
  const body: ConfirmBody = { ...source, delivery: choices.delivery };
  if (choices.delivery === 'express' && choices.addressId) body.address_id = choices.addressId;
  if (choices.delivery === 'pickup' && choices.storeId) body.store_id = choices.storeId;
  if (choices.couponId !== undefined && !isActivitySource(source)) body.coupon_id = choices.couponId;
  body.invoice = choices.invoice ? trimInvoice(choices.invoice) : null;
  const remark = choices.remark.trim();
  if (remark) body.remark = remark;
  return body;
}

/** The invoice as it is sent: trimmed, with a tax number only for an enterprise header. */
export function trimInvoice(invoice: InvoiceInput): InvoiceInput {
  const trimmed: InvoiceInput = {
    header_type: invoice.header_type,
    header: invoice.header.trim(),
    phone: invoice.phone.trim(),
    email: invoice.email.trim(),
    invoice_type: invoice.invoice_type,
  };
  if (invoice.header_type === 'enterprise') trimmed.tax_no = (invoice.tax_no ?? '').trim();
  return trimmed;
}
