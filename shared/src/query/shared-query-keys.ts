const invoices = ['invoices'] as const;

/**
 * The query-key roots that more than one app names. One query client serves every app of the page, so
 * an app that changes what another shows (checkout places an order the member centre lists, saves an
 * address its address book shows) invalidates that app's root from here; the owning app builds its own
 * keys under the same root. An app names no other key of another app.
 */
export const sharedQueryKeys = {
  /** mf-activities: every activity list and page (what is left, what the member may still buy). */
  activities: ['activity'],
  /** mf-ucenter: the member's profile and its counts (orders to pay, to ship…, balance, points). */
  member: ['member'],
  /** mf-ucenter: the member's order lists and order details. */
  orders: ['orders'],
  /** mf-ucenter: the member's address book. */
  addresses: ['addresses'],
  /** mf-ucenter: the member's wallet (balance, points, their logs). */
  wallet: ['wallet'],
  /** mf-ucenter: the member's coupons and the coupon centre. */
  coupons: ['coupons'],
  /** mf-ucenter: the invoice box (headers and invoiced orders). */
  invoices,
  /** The member's saved invoice headers: read by the invoice box and by checkout's invoice section (same answer). */
  invoiceHeaders: [...invoices, 'headers'],
  /**
   * The customer-service unread count (under the member's id): the shell's badge reads it through
   * `useServiceUnread` of @shop/commerce, mf-service's chat sets it when the socket says it changed.
   */
  serviceUnread: ['service-unread'],
} as const;
