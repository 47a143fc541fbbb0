import { z } from 'zod';
import { isoTime, listOf, pageOf, recordId, yuan } from './answer-fields';
import { INVOICE_HEADER_TYPES, INVOICE_TYPES } from './enums';
import { bodyIdField, noInput, pagingFields } from './field-rules';
import { invoiceInput, invoiceSnapshot } from './order';

export const invoiceIndexQuery = noInput;

/** Invoice headers one member keeps; invoice/save refuses a new one beyond this (`invoice_header_limit`). */
export const INVOICE_HEADERS_MAX = 10;

/**
 * invoice/save: a header as checkout takes it (an enterprise needs its tax number), without `id` a
 * new one, with it an update of one of the member's.
 */
export const invoiceHeaderSaveBody = invoiceInput.safeExtend({ id: bodyIdField.optional(), is_default: z.boolean().optional() });
export type InvoiceHeaderSaveBody = z.infer<typeof invoiceHeaderSaveBody>;

export const invoiceHeaderIdBody = z.object({ id: bodyIdField });
export type InvoiceHeaderIdBody = z.infer<typeof invoiceHeaderIdBody>;

/** One of the member's saved invoice headers; `tax_no` is null for a person. */
export const invoiceHeader = invoiceSnapshot.extend({ id: recordId, is_default: z.boolean() });
export type InvoiceHeader = z.infer<typeof invoiceHeader>;

/** invoice/index: the member's headers, the default first, then the newest. */
export const invoiceHeaderListAnswer = listOf(invoiceHeader);
export type InvoiceHeaderListAnswer = z.infer<typeof invoiceHeaderListAnswer>;

/**
 * Where an order's invoice stands, derived from the order: `pending` (to be issued) until the goods
 * are received, `issued` once received or completed, `cancelled` with the order, `refunded` once
 * money was paid back on it.
 */
export const INVOICE_STATES = ['pending', 'issued', 'cancelled', 'refunded'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const invoicedOrderQuery = z.object(pagingFields(10, 50));
export type InvoicedOrderQuery = z.infer<typeof invoicedOrderQuery>;

/** An order that asked for an invoice, as invoice/orders lists it; `amount` is what the order costs. */
export const invoicedOrder = z.object({
  order_id: recordId,
  order_no: z.string(),
  created_at: isoTime,
  header_type: z.enum(INVOICE_HEADER_TYPES),
  header: z.string(),
  invoice_type: z.enum(INVOICE_TYPES),
  amount: yuan,
  state: z.enum(INVOICE_STATES),
});
export type InvoicedOrder = z.infer<typeof invoicedOrder>;

/** invoice/orders: one page of the member's orders with an invoice, newest first. */
export const invoicedOrderListAnswer = pageOf(invoicedOrder);
export type InvoicedOrderListAnswer = z.infer<typeof invoicedOrderListAnswer>;
