import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list page held in the URL (`?page=2`), so that back and a shared link keep it; 1 when absent or malformed. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return [page, setPage];
}
