import { useTranslation } from 'react-i18next';
import type { AdminGoodsRow } from '@shop/contract';
import { useSetGoodsStatus } from '../api/set-goods-status';

/** A product's shelf switch: on puts it in the shop, off takes it out of every list and its page. */
export function ShelfSwitch({ goods }: { goods: AdminGoodsRow }) {
  const { t } = useTranslation('catalog');
  const change = useSetGoodsStatus();
  const on = goods.status === 'on';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t(on ? 'adminGoods.shelf.switchOff' : 'adminGoods.shelf.switchOn', { name: goods.name })}
      disabled={change.isPending}
      aria-busy={change.isPending || undefined}
      onClick={() => change.mutate({ ids: [goods.id], status: on ? 'off' : 'on' })}
      className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-rose-600' : 'bg-slate-300'}`}
    >
      <span aria-hidden="true" className={`inline-block h-4 w-4 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4' : 'translate-x-0.5'}`} />
    </button>
  );
}
