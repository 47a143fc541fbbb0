import { z } from 'zod';

export const categoryTreeQuery = z.object({});
