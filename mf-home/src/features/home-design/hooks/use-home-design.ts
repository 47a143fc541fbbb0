import { useCallback, useEffect, useState } from 'react';
import { readLanguageCache, writeLanguageCache } from '@shop/shared';
import { getHomeDesign } from '../api/get-home-design';
import type { HomeBlock } from '../types';

export const HOME_CACHE_KEY = 'home';

function readCache(): HomeBlock[] | null {
  const cached = readLanguageCache<unknown>(HOME_CACHE_KEY);
  return Array.isArray(cached) ? (cached as HomeBlock[]) : null;
}

export interface HomeDesignState {
  /** null until the cache or the API has answered. */
  blocks: HomeBlock[] | null;
  /** The API failed and nothing is cached to show instead. */
  failed: boolean;
  reload: () => void;
}

/** The home blocks: the cached list at once, then the API's answer, which refreshes the cache. */
export function useHomeDesign(): HomeDesignState {
  const [blocks, setBlocks] = useState<HomeBlock[] | null>(readCache);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getHomeDesign()
      .then((list) => {
        if (!current) return;
        writeLanguageCache(HOME_CACHE_KEY, list);
        setBlocks(list);
        setFailed(false);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { blocks, failed: failed && blocks === null, reload };
}
