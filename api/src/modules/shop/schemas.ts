import { z } from 'zod';
import { goodsFilterShape, idField, withPriceRange } from '../goods/schemas';

const { shop_id: _shopId, ...filtersWithinShop } = goodsFilterShape;

export const shopQuery = withPriceRange(z.object({ id: idField, ...filtersWithinShop }));
