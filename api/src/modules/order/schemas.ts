import { z } from 'zod';
import { deliveryTypes } from '../../db/schema';
import { MAX_CART_QUANTITY } from '../cart/schemas';
import { bodyIdField, idField } from '../goods/schemas';
import { mobileField } from '../user/fields';

const invoiceField = z
  .object({
    header_type: z.enum(['person', 'enterprise']),
    header: z.string().trim().min(1).max(100),
    tax_no: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{15,20}$/)
      .optional(),
    phone: mobileField,
    email: z.email().max(100),
    invoice_type: z.enum(['normal', 'special']),
  })
  .superRefine((invoice, context) => {
    if (invoice.header_type === 'enterprise' && !invoice.tax_no) {
      context.addIssue({ code: 'custom', path: ['tax_no'], message: 'tax_no_required' });
    }
  });

/**
 * What order/confirm prices and order/create stores. Amounts are never part of it: any the client
 * sends (payable, discount...) are dropped by the schema and recomputed on the server.
 */
export const checkoutBody = z
  .object({
    type: z.enum(['cart', 'buy']),
    cart_ids: z.array(bodyIdField).min(1).max(100).optional(),
    sku_id: bodyIdField.optional(),
    quantity: z.number().int().min(1).max(MAX_CART_QUANTITY).optional(),
    delivery: z.enum(deliveryTypes),
    address_id: bodyIdField.nullable().optional(),
    store_id: bodyIdField.nullable().optional(),
    coupon_id: bodyIdField.nullable().optional(),
    invoice: invoiceField.nullable().optional(),
    remark: z.string().trim().max(200).optional(),
  })
  .superRefine((input, context) => {
    const require = (field: 'cart_ids' | 'sku_id' | 'quantity') => {
      if (input[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: 'field_required' });
    };
    if (input.type === 'cart') require('cart_ids');
    if (input.type === 'buy') {
      require('sku_id');
      require('quantity');
    }
  });
export type CheckoutInput = z.infer<typeof checkoutBody>;

export const ORDER_TABS = ['all', 'unpaid', 'unshipped', 'unreceived', 'refund', 'unreviewed', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const orderListQuery = z.object({
  status: z.enum(ORDER_TABS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderDetailQuery = z.object({ id: idField });

export const orderIdBody = z.object({ id: bodyIdField });

export const shipOrderBody = z.object({
  id: bodyIdField,
  company: z.string().trim().min(1).max(40).optional(),
  tracking_no: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,40}$/)
    .optional(),
});
export type ShipOrderInput = z.infer<typeof shipOrderBody>;
