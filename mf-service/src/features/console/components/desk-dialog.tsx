import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '@shop/shared';

interface DeskDialogProps {
  title: string;
  /** Escape and the backdrop do nothing while work is under way. */
  pending?: boolean;
  onDismiss: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * A modal dialog of the desk (choices inside, unlike the shop's confirm dialog): focus starts on the
 * first control, stays inside while open, Escape dismisses, and focus returns to what opened it.
 */
export function DeskDialog({ title, pending = false, onDismiss, children, footer }: DeskDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  const onKeyDown = useModalFocus(panel, { pending, onDismiss });

  return createPortal(
    // The backdrop only keeps Tab inside the dialog; the dialog itself is the panel.
    <div role="presentation" className="fixed inset-0 z-[2000] flex items-center justify-center bg-slate-900/40" onKeyDown={onKeyDown}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="flex max-h-[80vh] w-[460px] flex-col rounded-lg bg-white shadow-xl">
        <h2 id={`${id}-title`} className="border-b border-slate-100 px-5 py-3 text-base font-semibold text-slate-800">
          {title}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        <div className="flex justify-end gap-3 border-t border-slate-100 px-5 py-3">{footer}</div>
      </div>
    </div>,
    document.body,
  );
}
