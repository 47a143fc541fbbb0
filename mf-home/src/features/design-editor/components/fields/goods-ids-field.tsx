import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DesignGoodsCard, DesignLang } from '@shop/contract';
import { Button, FieldFrame, reportFailure } from '@shop/shared';
import { designEditorKeys } from '../../api/design-editor-keys';
import { getDesignGoods } from '../../api/get-design-goods';
import { useDesignForm } from '../../hooks/design-form-context';

const idsOf = (cards: unknown) => (Array.isArray(cards) ? (cards as DesignGoodsCard[]).map((card) => card.id).join(', ') : '');

/** Typed ids ("3, 12, 7") as numbers, or null when something else was typed. */
function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,，]+/).filter(Boolean);
  return parts.every((part) => /^\d{1,9}$/.test(part) && Number(part) > 0) ? parts.map(Number) : null;
}

interface GoodsIdsFieldProps {
  name: string;
  label: string;
  lang: DesignLang;
  max: number;
}

/**
 * The goods a block shows, picked by id: the cards (name, picture, price) come from the catalogue,
 * so the preview shows them as shoppers will, and the API fills them in again when the draft is saved.
 */
export function GoodsIdsField({ name, label, lang, max }: GoodsIdsFieldProps) {
  const { t } = useTranslation('home');
  const form = useDesignForm();
  const queryClient = useQueryClient();
  // More goods than the block's style takes (a column's style changed after they were chosen) is too many.
  const problem = form.message(name, label, { wrong: t('editor.problems.tooBig') });
  const id = useId();
  const [typed, setTyped] = useState(() => idsOf(form.getValues(name)));
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const apply = async () => {
          const ids = parseIds(typed);
          if (!ids || ids.length > max) {
            setNote(t('editor.goods.badIds', { max }));
            return;
          }
          setPending(true);
          setNote(null);
          try {
            const cards = ids.length === 0 ? [] : await queryClient.fetchQuery({ queryKey: designEditorKeys.goods(lang, ids.join(',')), queryFn: () => getDesignGoods(lang, ids) });
            const missing = ids.filter((wanted) => !cards.some((card) => card.id === wanted));
            field.onChange(cards);
            setTyped(idsOf(cards));
            if (missing.length) setNote(t('editor.goods.missing', { ids: missing.join(', ') }));
          } catch (failure) {
            reportFailure(failure, t('editor.errors.actionFailed'));
          } finally {
            setPending(false);
          }
        };
        const cards = Array.isArray(field.value) ? (field.value as DesignGoodsCard[]) : [];
        const message = note ?? problem;
        return (
          <div>
            <FieldFrame inputId={id} label={label} error={message}>
              <div className="flex gap-2">
                <input
                  id={id}
                  ref={field.ref}
                  value={typed}
                  inputMode="numeric"
                  aria-describedby={`${id}-hint ${id}-error`}
                  onChange={(event) => setTyped(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void apply();
                    }
                  }}
                  className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30"
                />
                <Button variant="secondary" pending={pending} onClick={() => void apply()}>
                  {t('editor.goods.apply')}
                </Button>
              </div>
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
                {t('editor.goods.hint', { max })}
              </p>
            </FieldFrame>
            {cards.length > 0 && (
              <ul className="space-y-1 text-xs text-slate-600">
                {cards.map((card) => (
                  <li key={card.id} className="flex justify-between gap-2">
                    <span className="truncate">
                      {card.id} · {card.name}
                    </span>
                    <span className="shrink-0">¥{card.sell_price}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      }}
    />
  );
}
