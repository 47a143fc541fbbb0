import { useState } from 'react';

/**
 * Which of the ids shown are ticked. Ids no longer shown (removed, another page) drop out of the
 * selection by themselves.
 */
export function useSelection(shown: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected = shown.filter((id) => ticked.has(id));
  const allSelected = shown.length > 0 && selected.length === shown.length;
  return {
    selected,
    allSelected,
    isSelected: (id: number) => ticked.has(id),
    toggle: (id: number) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(allSelected ? new Set() : new Set(shown)),
    clear: () => setTicked(new Set()),
  };
}
