import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_COUPON_STATES, COUPON_TYPES } from '@shop/contract';
import { FilterBar, FilterInput, FilterSelect } from '@shop/forms';

export type CouponFilterValues = { keyword: string; type: string; status: string };

const NO_FILTERS: CouponFilterValues = { keyword: '', type: '', status: '' };

/** The coupon list's filters, applied together on Search; `actions` sit at the row's end (New coupon). */
export function CouponFilters({ values, onApply, actions }: { values: CouponFilterValues; onApply: (values: CouponFilterValues) => void; actions: ReactNode }) {
  const { t } = useTranslation('ucenter');
  const select = (name: 'type' | 'status', options: readonly string[], words: (option: string) => string) => (
    <FilterSelect label={t(`adminMember.coupons.${name}`)} name={name} defaultValue={values[name]}>
      <option value="">{t('adminMember.coupons.any')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {words(option)}
        </option>
      ))}
    </FilterSelect>
  );
  return (
    <FilterBar
      // Remounted when the URL's filters change (Reset, the back button), so the inputs show them.
      key={Object.values(values).join('|')}
      label={t('adminMember.coupons.filters')}
      onSearch={(typed) => onApply({ keyword: typed.keyword ?? '', type: typed.type ?? '', status: typed.status ?? '' })}
      onReset={() => onApply(NO_FILTERS)}
      actions={actions}
    >
      <FilterInput label={t('adminMember.coupons.keyword')} name="keyword" type="search" defaultValue={values.keyword} className="w-52" />
      {select('type', COUPON_TYPES, (type) => t(`adminMember.coupons.types.${type}`))}
      {select('status', ADMIN_COUPON_STATES, (state) => t(`adminMember.coupons.states.${state}`))}
    </FilterBar>
  );
}
