import { z } from 'zod';

export const purviewQuery = z.object({});
