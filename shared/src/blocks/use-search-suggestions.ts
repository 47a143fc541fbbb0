import { useEffect, useMemo, useRef, useState } from 'react';
import { http } from '../http/client';
import { debounce } from '../utils/debounce';

/** Goods names matching what is typed, asked for once typing pauses (the spec's 500 ms debounce). */
export function useSearchSuggestions(keywords: string, enabled: boolean): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const latest = useRef('');

  const fetchSuggestions = useMemo(
    () =>
      debounce((q: string) => {
        http
          .get<{ list: string[] }>('search/suggest', { q })
          .then((answer) => {
            if (latest.current === q) setSuggestions(answer.data?.list ?? []);
          })
          .catch(() => {
            /* suggestions are a convenience: the search itself still works */
          });
      }),
    [],
  );

  useEffect(() => {
    const q = keywords.trim();
    latest.current = q;
    if (!enabled || !q) {
      fetchSuggestions.cancel();
      setSuggestions([]);
      return;
    }
    fetchSuggestions(q);
  }, [keywords, enabled, fetchSuggestions]);

  useEffect(() => () => fetchSuggestions.cancel(), [fetchSuggestions]);

  return suggestions;
}
