import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ModalDialog } from '@shop/shared';
import { FORMS_NAMESPACE } from './form-messages';

interface FormDialogProps {
  title: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onDismiss: () => void;
  children: ReactNode;
  /** Tailwind width class of the panel. */
  width?: string;
  /** The submit button's words; Save unless the action says more (Ship, Approve). */
  submitLabel?: string;
  /** A sentence under the title that describes the dialog (what saving will do). */
  description?: string;
  /** Where focus starts: the first input unless said otherwise. */
  initialFocus?: string;
}

/** Where focus starts by default: the form's first control (the title bar's × comes before it). */
const FIRST_FORM_CONTROL = ['input', 'select', 'textarea', 'button'].map((tag) => `form ${tag}:not(:disabled)`).join(', ');

/** A form in a modal dialog: Escape, the × button and Cancel dismiss (not while saving), the submit button saves. */
export function FormDialog({ title, pending, onSubmit, onDismiss, children, width = 'w-[480px]', submitLabel, description, initialFocus }: FormDialogProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <ModalDialog title={title} pending={pending} onDismiss={onDismiss} width={width} closeLabel={t('close')} description={description} initialFocus={initialFocus ?? FIRST_FORM_CONTROL}>
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col">
        <div className="overflow-y-auto px-5 pt-4 pb-2">{children}</div>
        <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-3">
          <Button variant="secondary" onClick={onDismiss} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" pending={pending}>
            {submitLabel ?? t('save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
