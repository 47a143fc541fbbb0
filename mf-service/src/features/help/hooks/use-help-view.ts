import { useSearchParams } from 'react-router-dom';
import { HELP_SEARCH_MAX_LENGTH, MAX_ID } from '@shop/contract';
import { pageFromQuery, readId } from '@shop/shared';

export type HelpView =
  | { kind: 'landing' }
  | { kind: 'article'; id: number }
  | { kind: 'missing' }
  | { kind: 'search'; q: string; page: number };

/**
 * What /page/view shows, from its URL: `?q=` a search (its `page` too), else `?id=` an article (a
 * malformed id is missing like an unknown one), else the landing. The query is trimmed and cut to
 * what the API takes, so an edited URL still searches.
 */
export function useHelpView(): HelpView {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, HELP_SEARCH_MAX_LENGTH).trim();
  if (q) return { kind: 'search', q, page: pageFromQuery(params.get('page')) };
  if (!params.has('id')) return { kind: 'landing' };
  const id = readId(params.get('id'));
  return id && id <= MAX_ID ? { kind: 'article', id } : { kind: 'missing' };
}
