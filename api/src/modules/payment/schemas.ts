import { z } from 'zod';
import { paymentMethods } from '../../db/schema';
import { bodyIdField, idField } from '../goods/schemas';

export const orderPaymentQuery = z.object({ order_id: idField });

export const payBody = z.object({ order_id: bodyIdField, method: z.enum(paymentMethods) });

const gatewayToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

export const sandboxPayQuery = z.object({ token: gatewayToken });

/** The pay page's Pay and Cancel buttons post a plain form holding the token. */
export const sandboxPageForm = z.object({ token: gatewayToken });

export const sandboxNotifyBody = z.object({
  payment_no: z.string().regex(/^[A-Za-z0-9]{8,32}$/),
  order_no: z.string().regex(/^\d{8,24}$/),
  amount_cents: z.number().int().min(1).max(2_000_000_000),
  paid_at: z.string().min(1).max(40),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SignedNotification = z.infer<typeof sandboxNotifyBody>;
export type GatewayNotification = Omit<SignedNotification, 'sign'>;
