import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpecGroup } from '@shop/contract';
import { COMMERCE_NAMESPACE } from '../commerce-messages';
import { chosenSku, missingGroup, toggleOption, type SelectableSku, type Selection } from './sku-selection';

interface SkuChoiceOptions {
  /** What is chosen at first (nothing by default). */
  initial?: () => Selection;
  /** Said when every group has a value but no SKU has them all, in the page's words. */
  unavailable: string;
}

/**
 * The values a shopper chose for a product's (or an activity's) spec groups and the SKU they name,
 * with the problem to show beside the buttons: `check()` answers the SKU of a complete choice, or
 * null after saying which group is still to choose (or that the combination is not sold).
 */
export function useSkuChoice<Sku extends SelectableSku>(groups: SpecGroup[], skus: readonly Sku[], { initial, unavailable }: SkuChoiceOptions) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const [selection, setSelection] = useState<Selection>(initial ?? {});
  const [problem, setProblem] = useState<string | null>(null);
  const sku = useMemo(() => chosenSku(groups, skus, selection), [groups, skus, selection]);

  const choose = (specId: number, valueId: number) => {
    setSelection((current) => toggleOption(current, specId, valueId));
    setProblem(null);
  };

  const check = (): Sku | null => {
    const missing = missingGroup(groups, selection);
    if (missing || !sku) {
      setProblem(missing ? t('sku.choose', { name: missing.name }) : unavailable);
      return null;
    }
    setProblem(null);
    return sku;
  };

  return { selection, choose, sku, problem, setProblem, check };
}
