import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { useModalFocus } from '../ui/use-modal-focus';
import { Watermark } from './watermark';
import './print-messages';

/** Spec section 9: the print preview layer's z-index unless told otherwise. */
export const PRINT_PREVIEW_Z_INDEX = 20002;

const LAYER_CLASS = 'shop-print-layer';

/**
 * While the layer is open, the printer gets only its sheet: everything else on the page (the layer
 * is a direct child of body) and the layer's own toolbar are hidden, and the sheet prints as shown.
 */
const PRINT_STYLESHEET = `@media print {
  @page { size: A4; margin: 0; }
  body > *:not(.${LAYER_CLASS}) { display: none !important; }
  .${LAYER_CLASS} { position: static !important; overflow: visible !important; background: none !important; padding: 0 !important; }
  .${LAYER_CLASS} [data-print-hide] { display: none !important; }
  .${LAYER_CLASS} [data-print-sheet] { margin: 0 !important; box-shadow: none !important; }
}`;

interface PrintPreviewProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog and heads its toolbar. */
  title: string;
  /** Tiled over the sheet, on screen and on paper (the back office: who printed it, and when). */
  watermark?: string;
  zIndex?: number;
  /** What the sheet holds: exactly what is printed. */
  children: ReactNode;
}

/**
 * The print preview of spec section 9: a modal layer showing an A4 sheet, with Print and Close.
 * Print hands the page to the browser's print dialog, whose stylesheet keeps only the sheet, so the
 * paper shows what the preview showed. Focus stays inside while open, Escape closes.
 */
export function PrintPreview({ open, ...layer }: PrintPreviewProps) {
  return open ? <PrintLayer {...layer} /> : null;
}

function PrintLayer({ onClose, title, watermark, zIndex = PRINT_PREVIEW_Z_INDEX, children }: Omit<PrintPreviewProps, 'open'>) {
  const { t } = useTranslation('print');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(panel, { pending: false, onDismiss: onClose });
  return createPortal(
    // The backdrop only keeps Tab inside the dialog; the dialog itself is the panel.
    <div role="presentation" className={`${LAYER_CLASS} fixed inset-0 overflow-auto bg-slate-900/60 px-4 py-6`} style={{ zIndex }} onKeyDown={onKeyDown}>
      <style>{PRINT_STYLESHEET}</style>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="mx-auto w-fit">
        <div data-print-hide className="mb-3 flex items-center justify-between gap-4 rounded-md bg-white px-4 py-2 shadow">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-800">
            {title}
          </h2>
          <div className="flex gap-2">
            <Button onClick={() => window.print()}>{t('preview.print')}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t('preview.close')}
            </Button>
          </div>
        </div>
        <div data-print-sheet aria-label={t('preview.sheet')} role="document" className="relative min-h-[297mm] w-[210mm] overflow-hidden bg-white p-[14mm] text-slate-900 shadow-xl">
          {children}
          {watermark ? <Watermark text={watermark} position="absolute" /> : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
