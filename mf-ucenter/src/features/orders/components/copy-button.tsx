import { useTranslation } from 'react-i18next';
import { copyText } from '@shop/shared';

/** A small "Copy" next to a number the member may paste elsewhere; `label` names what is copied. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('ucenter');
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => void copyText(text)}
      className="ml-2 rounded border border-slate-300 px-1.5 py-px text-xs leading-4 text-slate-500 transition-colors hover:border-rose-500 hover:text-rose-700"
    >
      {t('orders.copy')}
    </button>
  );
}
