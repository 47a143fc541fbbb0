import { http } from '@shop/shared';

/** `search/history/clear` (members): forgets the member's recent searches. */
export async function clearSearchHistory(): Promise<void> {
  await http.post('search/history/clear');
}
