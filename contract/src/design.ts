import { z } from 'zod';
import { TEMPLATE_IDS } from './enums';

/** index/global and index/index: which template's design. */
export const designInput = z.object({ temp_id: z.enum(TEMPLATE_IDS) });
export type DesignInput = z.infer<typeof designInput>;

/**
 * One block of a design (spec section 3). The operator edits the values in the back office, so the
 * contract fixes only the frame: a block type and its settings; renderers read the settings they know.
 */
export const designBlock = z.object({ type: z.string(), value: z.record(z.string(), z.unknown()) });
export type DesignBlock = z.infer<typeof designBlock>;

/** index/global: the layout blocks by place (`top`, `search`, `navigation`, `footer`). */
export const layoutDesign = z.record(z.string(), designBlock);
export type LayoutDesign = z.infer<typeof layoutDesign>;

/** index/index: the home page's blocks, top to bottom. */
export const homeDesign = z.object({ list: z.array(designBlock) });
export type HomeDesign = z.infer<typeof homeDesign>;
