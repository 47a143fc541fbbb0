import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageParam } from '@shop/shared';
import { TabBar, tabElementId } from '@shop/commerce';
import { useMyCoupons } from '../api/get-my-coupons';
import { COUPON_TABS, isStatusTab, useCouponTab } from '../hooks/use-coupon-tab';
import { CouponCentre } from './coupon-centre';
import { MemberCoupons } from './member-coupons';

/** The coupon box: the member's coupons under unused, used and expired (with their counts), and the coupon centre. */
export function CouponBox() {
  const { t } = useTranslation('ucenter');
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const { tab, setTab } = useCouponTab();
  const { page } = usePageParam();
  // The counts come with every page of the member's coupons: the page shown (one request), or on the centre tab the first unused page.
  const counted = useMyCoupons(isStatusTab(tab) ? tab : 'unused', isStatusTab(tab) ? page : 1);
  const counts = counted.data?.counts;

  const tabs = COUPON_TABS.map((id) => ({
    id,
    label: (
      <>
        {t(`coupon.tabs.${id}`)}
        {isStatusTab(id) && counts && (
          <>
            {' '}
            <span className={id === 'unused' && counts.unused > 0 ? 'text-rose-700' : 'text-slate-500'}>{counts[id]}</span>
          </>
        )}
      </>
    ),
  }));

  return (
    <div className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <TabBar label={t('coupon.tabs.label')} tabs={tabs} current={tab} onSelect={setTab} idPrefix={idPrefix} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabElementId(idPrefix, tab)} className="p-5">
        {isStatusTab(tab) ? <MemberCoupons key={tab} status={tab} onOpenCentre={() => setTab('centre')} /> : <CouponCentre />}
      </div>
    </div>
  );
}
