export type Delivery = 'express' | 'pickup';
export type HeaderType = 'person' | 'enterprise';
export type InvoiceType = 'normal' | 'special';

export interface Address {
  id: number;
  accept_name: string;
  mobile: string;
  email?: string | null;
  country: string;
  province: string;
  city: string;
  address: string;
  address2?: string | null;
  zip?: string | null;
  is_default: boolean;
}

export interface Store {
  id: number;
  name: string;
  business_hours: string;
  phone: string;
  address: string;
}

export interface CouponOption {
  id: number;
  name: string;
  type: 'full' | 'discount';
  denomination: string | null;
  discount: string | null;
  min_amount: string;
  usable: boolean;
  reason?: string | null;
}

export interface ConfirmItem {
  goods_id: number;
  sku_id: number;
  name: string;
  image: string;
  sku_text: string;
  price: string;
  quantity: number;
  amount: string;
}

export interface Invoice {
  header_type: HeaderType;
  header: string;
  tax_no?: string;
  phone: string;
  email: string;
  invoice_type: InvoiceType;
}

/** What the URL says is being bought. */
export type CheckoutSource = { type: 'cart'; cart_ids: number[] } | { type: 'buy'; sku_id: number; quantity: number };

/** The body of order/confirm and order/create. */
export type ConfirmBody = CheckoutSource & {
  delivery: Delivery;
  address_id?: number;
  store_id?: number;
  coupon_id?: number | null;
  invoice?: Invoice | null;
  remark?: string;
};

/** The priced preview; every amount is the server's. */
export interface OrderPreview {
  items: ConfirmItem[];
  goods_amount: string;
  freight: string;
  discount: string;
  payable: string;
  coupons: CouponOption[];
  coupon_id: number | null;
  addresses: Address[];
  address_id: number | null;
  stores: Store[];
  store_id: number | null;
  balance: string;
  delivery: Delivery;
}

export interface CreatedOrder {
  order_id: number;
  order_no: string;
  payable: string;
  expires_at: string;
}
