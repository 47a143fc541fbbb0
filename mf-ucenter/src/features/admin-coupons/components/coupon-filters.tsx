import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_COUPON_STATES, COUPON_TYPES } from '@shop/contract';
import { Button } from '@shop/shared';

export type CouponFilterValues = { keyword: string; type: string; status: string };

const control = 'h-9 rounded border border-slate-300 bg-white px-3 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30';

/** The coupon list's filters, applied together on Search; `actions` sit at the row's end (New coupon). */
export function CouponFilters({ values, onApply, actions }: { values: CouponFilterValues; onApply: (values: CouponFilterValues) => void; actions: ReactNode }) {
  const { t } = useTranslation('ucenter');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: keyof CouponFilterValues) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onApply({ keyword: text('keyword'), type: text('type'), status: text('status') });
  };
  const select = (name: 'type' | 'status', options: readonly string[], words: (option: string) => string) => (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      {t(`adminMember.coupons.${name}`)}
      <select name={name} defaultValue={values[name]} className={control}>
        <option value="">{t('adminMember.coupons.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {words(option)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form key={Object.values(values).join('|')} role="search" aria-label={t('adminMember.coupons.filters')} onSubmit={submit} className="mb-4 flex flex-wrap items-center gap-4 rounded border border-slate-200 bg-white p-3">
      <label className="flex items-center gap-2 text-sm text-slate-600">
        {t('adminMember.coupons.keyword')}
        <input name="keyword" type="search" defaultValue={values.keyword} className={`${control} w-52`} />
      </label>
      {select('type', COUPON_TYPES, (type) => t(`adminMember.coupons.types.${type}`))}
      {select('status', ADMIN_COUPON_STATES, (state) => t(`adminMember.coupons.states.${state}`))}
      <Button type="submit" className="h-9">
        {t('adminMember.coupons.search')}
      </Button>
      <div className="ml-auto">{actions}</div>
    </form>
  );
}
