import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list's page lives in the URL (`?page=2`), so back, refresh and a shared link show the same requests. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback((next: number) => setParams(next > 1 ? { page: String(next) } : {}), [setParams]);
  return { page, setPage };
}
