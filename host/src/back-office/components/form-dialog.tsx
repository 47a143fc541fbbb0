import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ModalDialog } from '@shop/shared';

interface FormDialogProps {
  title: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onDismiss: () => void;
  children: ReactNode;
  /** Tailwind width class of the panel. */
  width?: string;
}

/** A back-office form in a modal dialog: Escape and Cancel dismiss (not while saving), Save submits. */
export function FormDialog({ title, pending, onSubmit, onDismiss, children, width = 'w-[480px]' }: FormDialogProps) {
  const { t } = useTranslation('backOffice');
  return (
    <ModalDialog title={title} pending={pending} onDismiss={onDismiss} width={width}>
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col">
        <div className="overflow-y-auto px-5 pt-4">{children}</div>
        <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-3">
          <Button variant="secondary" onClick={onDismiss} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" pending={pending}>
            {t('form.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
