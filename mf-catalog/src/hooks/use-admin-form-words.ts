import { useTranslation } from 'react-i18next';
import { GOODS_SKUS_MAX, SPEC_GROUPS_MAX, SPEC_VALUES_MAX } from '@shop/contract';
import type { ContractFormOptions } from '@shop/forms';
import type { FieldValues } from 'react-hook-form';

/** The goods rules of the contract that the back office words itself. */
const RULES = [
  'goods_price_invalid',
  'goods_stock_invalid',
  'goods_images_required',
  'goods_images_too_many',
  'goods_specs_too_many',
  'goods_spec_values_required',
  'goods_spec_values_too_many',
  'goods_spec_duplicate',
  'goods_spec_value_duplicate',
  'goods_skus_too_many',
  'goods_sku_matrix_mismatch',
] as const;

/** The contract's limits the rules' words name. */
const LIMITS = { groups: SPEC_GROUPS_MAX, values: SPEC_VALUES_MAX, skus: GOODS_SKUS_MAX };

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
    rules: Object.fromEntries(RULES.map((rule) => [rule, t(`adminGoods.errors.${rule}`, LIMITS)])),
    failed: t('adminGoods.errors.actionFailed'),
  };
}
