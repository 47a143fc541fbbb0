import { z } from 'zod';
import { bodyIdField } from '../goods/schemas';

export const cartCountQuery = z.object({});

export const MAX_CART_QUANTITY = 999;

export const cartAddBody = z.object({
  sku_id: bodyIdField,
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});
