import { buildConfirmBody, initialChoices, readCheckoutSource } from './confirm-body';

const source = (query: string) => readCheckoutSource(new URLSearchParams(query));

describe('readCheckoutSource', () => {
  it('reads a cart checkout', () => {
    expect(source('type=cart&cart_ids=1,2,3')).toEqual({ type: 'cart', cart_ids: [1, 2, 3] });
  });

  it('reads a direct buy', () => {
    expect(source('type=buy&sku_id=101&quantity=2')).toEqual({ type: 'buy', sku_id: 101, quantity: 2 });
    expect(source('type=buy&sku_id=101')).toEqual({ type: 'buy', sku_id: 101, quantity: 1 });
  });

  it('reads an activity purchase, with the group to join or the bargain to buy', () => {
    expect(source('type=group&activity_id=5&sku_id=101&quantity=2')).toEqual({ type: 'group', activity_id: 5, sku_id: 101, quantity: 2 });
    expect(source('type=group&activity_id=5&sku_id=101&quantity=1&group_id=9')).toEqual({ type: 'group', activity_id: 5, sku_id: 101, quantity: 1, group_id: 9 });
    expect(source('type=bargain&activity_id=5&sku_id=101&quantity=1&bargain_id=3')).toEqual({ type: 'bargain', activity_id: 5, sku_id: 101, quantity: 1, bargain_id: 3 });
    expect(source('type=point&activity_id=5&sku_id=101')).toEqual({ type: 'point', activity_id: 5, sku_id: 101, quantity: 1 });
    // A group or bargain id belongs to its own type only.
    expect(source('type=second&activity_id=5&sku_id=101&quantity=1&group_id=9&bargain_id=3')).toEqual({ type: 'second', activity_id: 5, sku_id: 101, quantity: 1 });
  });

  it('refuses a malformed activity purchase', () => {
    expect(source('type=limit&sku_id=101&quantity=1')).toBeNull();
    expect(source('type=limit&activity_id=x&sku_id=101&quantity=1')).toBeNull();
    expect(source('type=group&activity_id=5&sku_id=101&quantity=1&group_id=0')).toBeNull();
    expect(source('type=bargain&activity_id=5&sku_id=101&quantity=1')).toBeNull();
    expect(source('type=raffle&activity_id=5&sku_id=101&quantity=1')).toBeNull();
  });

  it('refuses malformed queries', () => {
    expect(source('')).toBeNull();
    expect(source('type=cart')).toBeNull();
    expect(source('type=cart&cart_ids=1,x')).toBeNull();
    expect(source('type=buy&sku_id=0&quantity=1')).toBeNull();
    expect(source('type=buy&sku_id=5&quantity=-1')).toBeNull();
    expect(source('type=group&sku_id=5')).toBeNull();
  });
});

describe('buildConfirmBody', () => {
  it('sends the cart rows, the delivery and no invoice by default', () => {
    expect(buildConfirmBody({ type: 'cart', cart_ids: [1, 2] }, initialChoices)).toEqual({ type: 'cart', cart_ids: [1, 2], delivery: 'express', invoice: null });
  });

  it('sends the address for express and the store for pickup, never both', () => {
    const buy = { type: 'buy' as const, sku_id: 101, quantity: 2 };
    expect(buildConfirmBody(buy, { ...initialChoices, addressId: 11, storeId: 3 })).toMatchObject({ sku_id: 101, quantity: 2, delivery: 'express', address_id: 11 });
    expect(buildConfirmBody(buy, { ...initialChoices, addressId: 11, storeId: 3 })).not.toHaveProperty('store_id');
    const pickup = buildConfirmBody(buy, { ...initialChoices, delivery: 'pickup', addressId: 11, storeId: 3 });
    expect(pickup).toMatchObject({ delivery: 'pickup', store_id: 3 });
    expect(pickup).not.toHaveProperty('address_id');
  });

  it('sends the coupon choice (null for none), the trimmed remark and invoice', () => {
    const body = buildConfirmBody(
      { type: 'cart', cart_ids: [1] },
      {
        ...initialChoices,
        couponId: null,
        remark: '  leave at door ',
        invoice: { header_type: 'person', header: ' Lily ', tax_no: 'ignored', phone: '13800138000', email: 'a@b.cn', invoice_type: 'normal' },
      },
    );
    expect(body).toMatchObject({ coupon_id: null, remark: 'leave at door', invoice: { header_type: 'person', header: 'Lily', phone: '13800138000', email: 'a@b.cn', invoice_type: 'normal' } });
    expect(body.invoice).not.toHaveProperty('tax_no');
  });

  it('never sends a coupon with an activity purchase', () => {
    const body = buildConfirmBody({ type: 'group', activity_id: 5, sku_id: 101, quantity: 1, group_id: 9 }, { ...initialChoices, couponId: 1, addressId: 11 });
    expect(body).toEqual({ type: 'group', activity_id: 5, sku_id: 101, quantity: 1, group_id: 9, delivery: 'express', address_id: 11, invoice: null });
  });
});
