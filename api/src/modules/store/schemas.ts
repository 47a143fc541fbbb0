import { z } from 'zod';

export const storeIndexQuery = z.object({});
