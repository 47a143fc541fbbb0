import { useQuery } from '@tanstack/react-query';
import { type CategoryTree, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { categoryKeys } from './category-keys';

/** The category tree changes with a back-office edit, not while someone shops: asked again after ten minutes at most. */
const CATEGORIES_STALE_MS = 10 * 60_000;

/** `category/index`: the category tree (top categories with their children). */
export async function getCategories(): Promise<CategoryTree> {
  const answer = await http.call(endpoints.getCategoryTree);
  return answer.data;
}

export const useCategories = () => useQuery({ queryKey: categoryKeys.tree(), queryFn: getCategories, staleTime: CATEGORIES_STALE_MS });
