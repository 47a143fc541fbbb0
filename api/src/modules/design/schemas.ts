import { z } from 'zod';

export const TEMPLATE_IDS = ['pc'] as const;

export const designInput = z.object({ temp_id: z.enum(TEMPLATE_IDS) });
