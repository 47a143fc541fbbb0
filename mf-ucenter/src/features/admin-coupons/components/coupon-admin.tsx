import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCoupon, AdminCouponListQuery } from '@shop/contract';
import { Button, formatDate, formatDateMinute, formatYuan, Permission, toast, useTableParams, type DataColumn } from '@shop/shared';
import { PagedTable } from '@/components/paged-table';
import { useAdminCoupons } from '../api/get-admin-coupons';
import { useSetCouponStatus } from '../api/set-coupon-status';
import { CouponFilters } from './coupon-filters';
import { CouponFormDialog } from './coupon-form-dialog';
import { IssueCouponDialog } from './issue-coupon-dialog';

const PAGE_SIZE = 20;
const STATE_STYLE = { claimable: 'bg-emerald-50 text-emerald-700', stopped: 'bg-slate-100 text-slate-600', ended: 'border border-slate-200 text-slate-600' } as const;

type Dialog = { kind: 'edit'; coupon?: AdminCoupon } | { kind: 'issue'; coupon: AdminCoupon } | null;

/** Coupon templates: filters, the table sorted and paged on the server, and (with coupon.edit) create, edit, stop/resume and issue. */
export function CouponAdmin() {
  const { t, i18n } = useTranslation('ucenter');
  const table = useTableParams({ sort: 'id', filters: { keyword: '', type: '', status: '' } });
  const { keyword, type, status } = table.filters;
  const coupons = useAdminCoupons({
    page: table.page,
    size: PAGE_SIZE,
    sort: table.sort.sort as AdminCouponListQuery['sort'],
    order: table.sort.order,
    ...(keyword ? { keyword } : {}),
    ...(type ? { type: type as AdminCouponListQuery['type'] } : {}),
    ...(status ? { status: status as AdminCouponListQuery['status'] } : {}),
  });
  const setStatus = useSetCouponStatus();
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = (coupon: AdminCoupon) => (i18n.language === 'zh-cn' ? coupon.name.zh : coupon.name.en);

  const toggle = (coupon: AdminCoupon) =>
    setStatus.mutate({ id: coupon.id, claimable: !coupon.claimable }, { onSuccess: (saved) => toast.success(t(saved.claimable ? 'adminMember.coupons.resumed' : 'adminMember.coupons.stopped')) });
  const terms = (coupon: AdminCoupon) => (
    <span className="flex flex-col">
      <span className="font-medium text-rose-600">
        {coupon.type === 'full' ? t('adminMember.coupons.off', { amount: formatYuan(coupon.denomination) }) : t('adminMember.coupons.discountTerms', { discount: coupon.discount })}
      </span>
      <span className="text-xs text-slate-500">
        {coupon.min_amount === '0.00' ? t('adminMember.coupons.noThreshold') : t('adminMember.coupons.threshold', { amount: coupon.min_amount })}
        {coupon.category_name && ` · ${t('adminMember.coupons.category', { name: coupon.category_name })}`}
      </span>
    </span>
  );
  const reach = (coupon: AdminCoupon) => {
    const ways = [coupon.claimable && t('adminMember.coupons.claimable'), coupon.grant_on_sign_up && t('adminMember.coupons.signUp'), t('adminMember.coupons.direct')].filter(Boolean);
    return (
      <span className="flex flex-col">
        <span>{ways.join(' · ')}</span>
        <span className="text-xs text-slate-500">{t('adminMember.coupons.perMember', { count: coupon.per_member_limit })}</span>
      </span>
    );
  };
  const pending = (coupon: AdminCoupon) => setStatus.isPending && setStatus.variables?.id === coupon.id;

  const columns: DataColumn<AdminCoupon>[] = [
    { key: 'id', header: 'ID', cell: (coupon) => coupon.id, sortable: true, width: 'w-14' },
    { key: 'name', header: t('adminMember.coupons.columns.name'), cell: (coupon) => <span className="font-medium text-slate-800">{name(coupon)}</span> },
    { key: 'type', header: t('adminMember.coupons.columns.type'), cell: (coupon) => t(`adminMember.coupons.types.${coupon.type}`), width: 'w-20' },
    { key: 'terms', header: t('adminMember.coupons.columns.terms'), cell: terms },
    {
      key: 'end_at',
      header: t('adminMember.coupons.columns.validity'),
      sortable: true,
      cell: (coupon) => <span className="text-xs">{t('adminMember.coupons.validity', { from: formatDate(coupon.start_at), to: formatDateMinute(coupon.end_at) })}</span>,
    },
    { key: 'reach', header: t('adminMember.coupons.columns.reach'), cell: reach },
    {
      key: 'issued',
      header: t('adminMember.coupons.columns.counts'),
      sortable: true,
      align: 'right',
      cell: (coupon) => (
        <span className="flex flex-col tabular-nums">
          <span>{coupon.total_quantity === null ? t('adminMember.coupons.issuedUnlimited', { issued: coupon.issued }) : t('adminMember.coupons.issuedOf', { issued: coupon.issued, total: coupon.total_quantity })}</span>
          <span className="text-xs text-slate-500">{t('adminMember.coupons.used', { count: coupon.used })}</span>
        </span>
      ),
    },
    {
      key: 'state',
      header: t('adminMember.coupons.columns.status'),
      cell: (coupon) => <span className={`rounded px-2 py-0.5 text-xs ${STATE_STYLE[coupon.state]}`}>{t(`adminMember.coupons.states.${coupon.state}`)}</span>,
    },
    {
      key: 'actions',
      header: t('adminMember.coupons.columns.actions'),
      cell: (coupon) => (
        <Permission allow={['coupon.edit']}>
          <span className="flex flex-wrap gap-x-3 gap-y-1">
            <button type="button" className="text-rose-600 hover:underline" aria-label={t('adminMember.coupons.editCoupon', { name: name(coupon) })} onClick={() => setDialog({ kind: 'edit', coupon })}>
              {t('adminMember.coupons.edit')}
            </button>
            {coupon.state !== 'ended' && (
              <>
                <button
                  type="button"
                  className="text-rose-600 hover:underline disabled:text-slate-400"
                  disabled={pending(coupon)}
                  aria-busy={pending(coupon) || undefined}
                  aria-label={t(coupon.claimable ? 'adminMember.coupons.stopCoupon' : 'adminMember.coupons.resumeCoupon', { name: name(coupon) })}
                  onClick={() => toggle(coupon)}
                >
                  {t(coupon.claimable ? 'adminMember.coupons.stop' : 'adminMember.coupons.resume')}
                </button>
                <button type="button" className="text-rose-600 hover:underline" aria-label={t('adminMember.coupons.issueCoupon', { name: name(coupon) })} onClick={() => setDialog({ kind: 'issue', coupon })}>
                  {t('adminMember.coupons.issue')}
                </button>
              </>
            )}
          </span>
        </Permission>
      ),
    },
  ];

  return (
    <div className="text-sm">
      <CouponFilters
        values={table.filters}
        onApply={table.setFilters}
        actions={
          <Permission allow={['coupon.edit']}>
            <Button className="h-8 shrink-0 py-0" onClick={() => setDialog({ kind: 'edit' })}>
              {t('adminMember.coupons.create')}
            </Button>
          </Permission>
        }
      />
      <PagedTable
        query={coupons}
        label={t('adminMember.coupons.label')}
        failed={t('adminMember.coupons.failed')}
        empty={t('adminMember.coupons.empty')}
        columns={columns}
        rowKey={(coupon) => coupon.id}
        sort={table.sort}
        onSort={table.setSort}
        onPage={table.setPage}
      />
      {dialog?.kind === 'edit' && <CouponFormDialog coupon={dialog.coupon} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'issue' && <IssueCouponDialog coupon={dialog.coupon} onClose={() => setDialog(null)} />}
    </div>
  );
}
