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
