import { useTranslation } from 'react-i18next';
import type { ContractFormOptions } from '@shop/forms';
import type { FieldValues } from 'react-hook-form';

/** The goods rules of the contract that the back office words itself. */
const RULES = ['goods_price_invalid', 'goods_stock_invalid', 'goods_images_required', 'goods_images_too_many'] as const;

/**
 * How the catalogue's back-office forms word a refused field: in a word or two ("Required"), as
 * they sit under table cells too, and the contract's goods rules in their own sentences.
 */
export function useAdminFormWords(): ContractFormOptions<FieldValues> {
  const { t } = useTranslation('catalog');
  return {
    says: {
      required: t('adminGoods.errors.required'),
      wrong: t('adminGoods.errors.invalid'),
      tooLong: t('adminGoods.errors.tooLong'),
      tooLarge: t('adminGoods.errors.tooLarge'),
      tooSmall: t('adminGoods.errors.tooSmall'),
    },
    rules: Object.fromEntries(RULES.map((rule) => [rule, t(`adminGoods.errors.${rule}`)])),
    failed: t('adminGoods.errors.actionFailed'),
  };
}
