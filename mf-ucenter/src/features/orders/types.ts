/** Order shapes of docs/api/buying.md, section "Orders". Money is a yuan string ("12.30"). */
export interface OrderItem {
  goods_id: number;
  name: string;
  image: string | null;
  sku_text: string | null;
  price: string;
  quantity: number;
}

export type Delivery = 'express' | 'pickup';

export interface OrderSummary {
  id: number;
  order_no: string;
  status: number;
  status_text: string;
  created_at: string;
  payable: string;
  paid_amount: string | null;
  items: OrderItem[];
  delivery: Delivery;
}

export interface OrderCounts {
  all: number;
  unpaid: number;
  unshipped: number;
  unreceived: number;
  refund: number;
  unreviewed: number;
  completed: number;
}

export interface OrderPage {
  list: OrderSummary[];
  page: number;
  size: number;
  total: number;
  counts: OrderCounts;
}

export interface OrderAddress {
  accept_name: string;
  mobile: string;
  country?: string | null;
  province?: string | null;
  city?: string | null;
  address: string;
  address2?: string | null;
  zip?: string | null;
}

export interface PickupStore {
  name: string;
  business_hours: string;
  phone: string;
  address: string;
}

export interface OrderInvoice {
  header_type: 'person' | 'enterprise';
  header: string;
  tax_no?: string | null;
  phone: string;
  email: string;
  invoice_type: 'normal' | 'special';
}

export interface OrderDetail extends OrderSummary {
  paid_at: string | null;
  expires_at: string | null;
  goods_amount: string;
  freight: string;
  discount: string;
  payment_method: string | null;
  address: OrderAddress | null;
  store: PickupStore | null;
  pickup_code: string | null;
  express: { company: string; tracking_no: string } | null;
  invoice: OrderInvoice | null;
  remark: string | null;
  merchant_remark: string | null;
  coupon: { name: string } | null;
}
