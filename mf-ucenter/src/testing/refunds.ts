import type { RefundableItem, RefundableOrder, RefundListAnswer, RefundQuote, RefundRequest } from '@shop/contract';

/** Lines of a paid order as refund/order answers them; times without a zone read as local. */
export const mugLine: RefundableItem = {
  order_item_id: 31,
  goods_id: 7,
  sku_id: 71,
  name: 'Ceramic mug',
  image: '/img/mug.png',
  sku_text: 'White',
  price: '39.00',
  quantity: 3,
  paid: '111.58',
  refunded_quantity: 0,
  refunded_amount: '0.00',
  refundable_quantity: 3,
};

export const teeLine: RefundableItem = { ...mugLine, order_item_id: 32, goods_id: 8, sku_id: 81, name: 'Cotton T-shirt', sku_text: 'Grey / M', price: '99.00', quantity: 1, paid: '94.42', refundable_quantity: 1 };

export function refundableOrder(extra: Partial<RefundableOrder> = {}): RefundableOrder {
  return {
    order_id: 12,
    order_no: '202506010000012',
    status: 1,
    delivery: 'express',
    paid_amount: '206.00',
    freight: '0.00',
    refunded_amount: '0.00',
    refusal: null,
    kinds: ['refund'],
    open_refund_id: null,
    items: [mugLine, teeLine],
    ...extra,
  };
}

/** What refund/preview answers for units of the mug and the T-shirt (the mug's share is 37.19 a unit, its last unit 37.20). */
export function quote(mugs: number, tees: number): RefundQuote {
  const mugCents = mugs === 3 ? 11158 : mugs * 3719;
  const teeCents = tees * 9442;
  const yuan = (cents: number) => (cents / 100).toFixed(2);
  return {
    items: [
      ...(mugs > 0 ? [{ order_item_id: 31, quantity: mugs, amount: yuan(mugCents) }] : []),
      ...(tees > 0 ? [{ order_item_id: 32, quantity: tees, amount: yuan(teeCents) }] : []),
    ],
    goods_amount: yuan(mugCents + teeCents),
    freight: '0.00',
    amount: yuan(mugCents + teeCents),
  };
}

export function refundRequest(id: number, extra: Partial<RefundRequest> = {}): RefundRequest {
  return {
    id,
    refund_no: `R20250601${String(id).padStart(6, '0')}`,
    order_id: 12,
    order_no: '202506010000012',
    kind: 'refund',
    status: 'pending',
    reason: 'damaged',
    description: '',
    images: [],
    items: [{ order_item_id: 31, goods_id: 7, sku_id: 71, name: 'Ceramic mug', image: '/img/mug.png', sku_text: 'White', price: '39.00', quantity: 2, amount: '74.38' }],
    amount: '74.38',
    freight: '0.00',
    refund_method: null,
    merchant_note: '',
    created_at: '2025-06-01T10:00:00+08:00',
    handled_at: null,
    cancelled_at: null,
    ...extra,
  };
}

export function refundPage(list: RefundRequest[], extra: Partial<RefundListAnswer> = {}): RefundListAnswer {
  return { list, page: 1, size: 10, total: list.length, ...extra };
}
