import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LowStock } from '@shop/contract';
import { hasPermission, LazyImage, usePermissionStore } from '@shop/shared';
import { Link } from 'react-router-dom';
import { countText } from '@/lib/count-text';
import { CardHeading } from './card-heading';
import { CardLink } from './card-link';

/** How many SKUs run low, and the lowest few, each leading to its goods' editor. */
export function LowStockCard({ lowStock }: { lowStock: LowStock }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  // Every role with the dashboard sees the names; only those who may open the goods editor get links.
  const mayEdit = usePermissionStore((state) => hasPermission(state.auth, ['goods.view']));
  return (
    <section aria-labelledby={id} className="rounded-md border border-slate-200 bg-white p-4 md:col-span-2">
      <CardHeading
        id={id}
        label={t('adminDashboard.figures.lowStock')}
        action={
          <CardLink to="/admin/goods/index?low_stock=1" permission="goods.view">
            {t('adminDashboard.links.lowStock')}
          </CardLink>
        }
      />
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-800">{countText(lowStock.count)}</p>
      <p className="mt-0.5 text-xs text-slate-500">{t('adminDashboard.figures.lowStockDetail', { threshold: lowStock.threshold })}</p>
      {lowStock.top.length === 0 ? (
        <p className="mt-3 text-xs text-slate-500">{t('adminDashboard.lowStock.none')}</p>
      ) : (
        <ul aria-label={t('adminDashboard.lowStock.title')} className="mt-3 divide-y divide-slate-100 text-xs">
          {lowStock.top.map((sku) => (
            <li key={sku.sku_id} className="flex items-center gap-2 py-1.5">
              <LazyImage src={sku.image} alt="" className="h-8 w-8 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1">
                {mayEdit ? (
                  <Link to={`/admin/goods/edit?id=${sku.goods_id}`} aria-label={t('adminDashboard.lowStock.edit', { name: sku.goods_name })} className="block truncate text-slate-700 hover:text-rose-600">
                    {sku.goods_name}
                  </Link>
                ) : (
                  <p className="truncate text-slate-700">{sku.goods_name}</p>
                )}
                {sku.sku_text && <p className="truncate text-slate-500">{sku.sku_text}</p>}
              </div>
              {!sku.on_shelf && <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-slate-500">{t('adminDashboard.lowStock.offShelf')}</span>}
              <span className={`shrink-0 tabular-nums ${sku.stock === 0 ? 'font-semibold text-rose-600' : 'text-amber-700'}`}>{t('adminDashboard.lowStock.stock', { value: countText(sku.stock) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
