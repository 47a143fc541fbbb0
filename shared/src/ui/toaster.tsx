import { useTranslation } from 'react-i18next';
import { TOAST_OFFSET_PX } from '../constants';
import { useToastStore, type ToastKind } from '../stores/toast-store';

const kindClass: Record<ToastKind, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  error: 'border-red-200 bg-red-50 text-red-700',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  info: 'border-slate-200 bg-white text-slate-700',
};

/** Renders the toasts; the shell mounts it once. */
export function Toaster() {
  const { t } = useTranslation('common');
  const items = useToastStore((s) => s.items);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div
      className="pointer-events-none fixed inset-x-0 z-[3000] flex flex-col items-center gap-2"
      style={{ top: TOAST_OFFSET_PX }}
      aria-live="polite"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex min-w-64 max-w-lg items-center gap-3 rounded-md border px-4 py-2 text-sm shadow-md ${kindClass[item.kind]}`}
        >
          <span className="flex-1">{item.message}</span>
          <button type="button" aria-label={t('toast.close')} className="opacity-60 hover:opacity-100" onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
