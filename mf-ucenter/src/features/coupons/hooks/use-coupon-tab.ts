import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COUPON_STATUSES, type CouponStatus } from '@shop/contract';

export const COUPON_TABS = [...COUPON_STATUSES, 'centre'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

const isTab = (raw: string | null): raw is CouponTab => COUPON_TABS.includes(raw as CouponTab);

/** The box's tab in the URL (`?tab=used`, `?tab=centre`; unused left out). Another tab starts on its first page. */
export function useCouponTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: CouponTab = isTab(raw) ? raw : 'unused';
  const setTab = useCallback(
    (next: CouponTab) => setParams(next === 'unused' ? new URLSearchParams() : new URLSearchParams({ tab: next })),
    [setParams],
  );
  return { tab, setTab };
}

export const isStatusTab = (tab: CouponTab): tab is CouponStatus => tab !== 'centre';
