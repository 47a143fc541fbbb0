import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

interface ModalDialogProps {
  title: string;
  /** While true (a save under way), Escape and the close button do not close it. */
  pending: boolean;
  onDismiss: () => void;
  children: ReactNode;
  /** Tailwind width classes of the panel. */
  width?: string;
  /** Names a × button in the title bar; without it the dialog's own buttons close it. */
  closeLabel?: string;
  /** Where focus starts, as useModalFocus takes it. */
  initialFocus?: string;
  /** A sentence under the title that the dialog is described by (what confirming it will do). */
  description?: string;
}

/**
 * A titled modal dialog over the page: named by its title, focus kept inside, Escape closes it
 * (not while saving) and focus returns to what opened it. The caller lays out the body.
 */
export function ModalDialog({ title, pending, onDismiss, children, width = 'w-[480px]', closeLabel, initialFocus, description }: ModalDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(panel, { pending, onDismiss, ...(initialFocus ? { initialFocus } : {}) });
  return createPortal(
    // The backdrop only keeps Tab inside the dialog; the dialog itself is the panel.
    <div role="presentation" className="fixed inset-0 z-[2000] flex items-center justify-center bg-slate-900/40 p-4" onKeyDown={onKeyDown}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={description ? `${id}-description` : undefined} className={`flex max-h-[90vh] flex-col rounded-lg bg-white shadow-xl ${width}`}>
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-800">
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" aria-label={closeLabel} disabled={pending} className="rounded px-2 text-lg text-slate-500 hover:text-rose-600" onClick={onDismiss}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {description ? (
          <p id={`${id}-description`} className="px-5 pt-3 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
