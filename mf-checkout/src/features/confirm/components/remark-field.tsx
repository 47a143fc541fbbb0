import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REMARK_MAX_LENGTH } from '@shop/contract';

/** The shopper's note to the merchant, at most 200 characters with a live counter. */
export function RemarkField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('remark.label')}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={REMARK_MAX_LENGTH}
        rows={3}
        placeholder={t('remark.placeholder')}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value.slice(0, REMARK_MAX_LENGTH))}
        className="w-full resize-none rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-rose-500"
      />
      <span id={`${id}-count`} className="absolute right-3 bottom-3 text-xs text-slate-500">
        {t('remark.counter', { count: value.length, max: REMARK_MAX_LENGTH })}
      </span>
    </div>
  );
}
