import { z } from 'zod';
import { bodyIdField } from '../goods/schemas';

export const cartCountQuery = z.object({});

export const MAX_CART_QUANTITY = 999;

export const cartAddBody = z.object({
  sku_id: bodyIdField,
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});

export const cartIndexQuery = z.object({});

export const cartChangeBody = z.object({
  id: bodyIdField,
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});

const cartIdsField = z.array(bodyIdField).min(1).max(200);

export const cartSelectBody = z.object({
  ids: z.union([z.literal('all'), cartIdsField]),
  selected: z.boolean(),
});

export const cartDeleteBody = z.object({ ids: cartIdsField });
