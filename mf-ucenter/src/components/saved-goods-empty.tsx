import { Link } from 'react-router-dom';
import { GOODS_LIST_PATH } from '@shop/shared';

/** No saved goods: what to say, and the way to the goods. */
export function SavedGoodsEmpty({ message, shopLabel }: { message: string; shopLabel: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-200 py-16 text-center">
      <p className="text-sm text-slate-500">{message}</p>
      <Link to={GOODS_LIST_PATH} className="mt-4 rounded-md border border-rose-600 px-5 py-1.5 text-sm text-rose-700 hover:bg-rose-50">
        {shopLabel}
      </Link>
    </div>
  );
}
