import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@shop/contract';
import { Button, Price, readId, reportFailure } from '@shop/shared';
import { adminActivityKeys } from '../api/admin-activity-keys';
import { getActivityGoods } from '../api/get-activity-goods';

interface GoodsPickerProps {
  /** The product chosen so far (0: none), shown when known. */
  goods: GoodsDetail | null | undefined;
  goodsId: number;
  /** The activity has sales: its product cannot change. */
  locked: boolean;
  error: string | undefined;
  onPick: (goods: GoodsDetail) => void;
}

/** The product on offer, found by its id: its picture, name and price once found, or why not. */
export function GoodsPicker({ goods, goodsId, locked, error, onPick }: GoodsPickerProps) {
  const { t } = useTranslation('activities');
  const queryClient = useQueryClient();
  const inputId = useId();
  const [typed, setTyped] = useState(goodsId ? String(goodsId) : '');
  const [finding, setFinding] = useState(false);
  const [missing, setMissing] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const id = readId(typed.trim());
    setMissing(false);
    if (id === null) {
      setMissing(true);
      return;
    }
    setFinding(true);
    try {
      const found = await queryClient.fetchQuery({ queryKey: adminActivityKeys.goods(id), queryFn: () => getActivityGoods(id) });
      if (found) onPick(found);
      else setMissing(true);
    } catch (failure) {
      reportFailure(failure, t('admin.errors.actionFailed'));
    } finally {
      setFinding(false);
    }
  };

  const problem = missing ? t('admin.edit.goodsNotFound') : error;
  return (
    <div className="mb-4 flex flex-wrap items-start gap-6">
      {/* A form of its own inside the activity form would nest forms: the lookup runs from its button and Enter. */}
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm text-slate-600">
          {t('admin.edit.goodsId')}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            inputMode="numeric"
            value={typed}
            disabled={locked}
            aria-invalid={Boolean(problem) || undefined}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void find(event)}
            className={`h-10 w-32 rounded-md border px-3 text-sm disabled:bg-slate-100 ${problem ? 'border-red-500' : 'border-slate-300'}`}
          />
          <Button variant="secondary" pending={finding} disabled={locked} onClick={(event) => void find(event)}>
            {t('admin.edit.find')}
          </Button>
        </div>
        <p id={`${inputId}-hint`} role={problem ? 'alert' : undefined} className={`mt-1 text-xs ${problem ? 'text-red-600' : 'text-slate-500'}`}>
          {problem ?? t('admin.edit.goodsHint')}
        </p>
      </div>
      {goods && (
        <div className="flex items-center gap-3" data-testid="chosen-goods">
          <img src={goods.image} alt="" className="h-14 w-14 rounded border border-slate-200 object-cover" />
          <div className="text-sm">
            <p className="font-medium text-slate-800">{goods.name}</p>
            <p className="text-slate-500">
              {t('admin.list.goodsId', { id: goods.id })} · <Price value={goods.sell_price} />
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
