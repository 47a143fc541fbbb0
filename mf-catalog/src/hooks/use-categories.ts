import { http } from '@shop/shared';
import { useRemoteData } from '@/hooks/use-remote-data';

export interface Category {
  id: number;
  name: string;
  image: string;
  children: Category[];
}

/** `category/index`: the category tree (top categories with their children). */
export async function getCategories(): Promise<Category[]> {
  const answer = await http.get<Category[]>('category/index');
  return Array.isArray(answer.data) ? answer.data : [];
}

export const useCategories = () => useRemoteData(getCategories, 'categories');

/** The categories from the top down to `id` (a top category, or a top category and its child). */
export function categoryTrail(categories: Category[], id?: number): Category[] {
  if (!id) return [];
  for (const top of categories) {
    if (top.id === id) return [top];
    const child = top.children?.find((c) => c.id === id);
    if (child) return [top, child];
  }
  return [];
}
