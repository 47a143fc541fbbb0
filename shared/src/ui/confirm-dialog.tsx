import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { useModalFocus } from './use-modal-focus';

interface ConfirmDialogProps {
  title: string;
  /** What the answer decides: a sentence, or a few facts (an amount, a balance). */
  message: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/**
 * The one modal question of the shop, asked before an action that cannot be undone (cancel an
 * order, remove goods, pay from the wallet). Focus starts on the harmless answer, stays inside while
 * open, Escape dismisses, and focus returns to what opened it.
 */
export function ConfirmDialog({ title, message, confirmLabel, dismissLabel, pending = false, onConfirm, onDismiss }: ConfirmDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  const onKeyDown = useModalFocus(panel, { pending, onDismiss, initialFocus: '[data-dismiss]' });

  return createPortal(
    // The backdrop only keeps Tab inside the dialog; the dialog itself is the panel.
    <div role="presentation" className="fixed inset-0 z-[2000] flex items-center justify-center bg-slate-900/40" onKeyDown={onKeyDown}>
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className="w-[420px] rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-800">
          {title}
        </h2>
        <div id={`${id}-message`} className="mt-2 text-sm leading-6 text-slate-600">
          {message}
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <Button data-dismiss variant="secondary" onClick={onDismiss} disabled={pending}>
            {dismissLabel}
          </Button>
          <Button onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
