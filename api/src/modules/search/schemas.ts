import { z } from 'zod';
import { goodsFilterShape, withPriceRange } from '../goods/schemas';

const searchText = z.string().trim().min(1).max(50);

export const searchQuery = withPriceRange(z.object({ q: searchText, ...goodsFilterShape }));

export const suggestQuery = z.object({ q: z.string().trim().max(50).default('') });

export const noInput = z.object({});
