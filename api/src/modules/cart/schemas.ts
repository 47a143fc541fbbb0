import { z } from 'zod';

export const cartCountQuery = z.object({});
