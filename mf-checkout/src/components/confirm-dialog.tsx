import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';

interface ConfirmDialogProps {
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small modal question ("Remove this item?"); Escape or Cancel answers no. */
export function ConfirmDialog({ title, message, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div className="fixed inset-0 z-[2000] flex items-center justify-center bg-black/40">
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} className="w-96 rounded-lg bg-white p-6 shadow-xl">
        <h2 id={titleId} className="text-base font-semibold text-slate-800">
          {title}
        </h2>
        <p id={messageId} className="mt-2 text-sm text-slate-500">
          {message}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button autoFocus onClick={onConfirm}>
            {t('actions.confirm')}
          </Button>
        </div>
      </div>
    </div>
  );
}
