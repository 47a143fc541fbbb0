import { z } from 'zod';
import { recordId } from './answer-fields';
import { noInput } from './field-rules';

export const categoryTreeQuery = noInput;

/** A category and its sub-categories, siblings in their sort order. */
export const categoryNode = z.object({
  id: recordId,
  name: z.string(),
  image: z.string(),
  get children(): z.ZodArray<typeof categoryNode> {
    return z.array(categoryNode);
  },
});
export type CategoryNode = z.infer<typeof categoryNode>;

/** category/index: the top categories with their sub-categories. */
export const categoryTree = z.array(categoryNode);
export type CategoryTree = z.infer<typeof categoryTree>;
