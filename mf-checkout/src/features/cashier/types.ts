export type MethodCode = 'balance' | 'sandbox';

export interface PaymentMethod {
  code: MethodCode;
  name: string;
  enabled: boolean;
  /** A test provider (the sandbox): paying there moves no money, and the cashier says so. */
  test_mode: boolean;
}

/** order/payment: what the cashier needs about an order. */
export interface PaymentInfo {
  order_id: number;
  order_no: string;
  payable: string;
  /** 0 pending payment, 1.. paid and later, 5 cancelled. */
  status: number;
  expires_at: string;
  balance: string;
  methods: PaymentMethod[];
}

export type PaymentAnswer = { status: 'paid'; order_id: number } | { status: 'pending'; pay_url: string; qr_content: string };

export const ORDER_PENDING = 0;
export const ORDER_CANCELLED = 5;
