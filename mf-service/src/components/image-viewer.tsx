import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface ImageViewerProps {
  src: string;
  /** What the picture is, e.g. "Picture from Mia": the dialog's name and the image's text. */
  label: string;
  onClose: () => void;
}

/**
 * A chat picture full size over the page: a modal dialog whose only control is Close (focused on
 * open, so Tab stays on it). Escape or a click beside the picture closes it; focus returns to the
 * thumbnail that opened it.
 */
export function ImageViewer({ src, label, onClose }: ImageViewerProps) {
  const { t } = useTranslation('service');
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      close.current?.focus();
    }
  };

  return createPortal(
    <div
      role="presentation"
      className="fixed inset-0 z-[2000] flex items-center justify-center bg-slate-900/80 p-8"
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="flex max-h-full max-w-4xl flex-col items-center">
        <h2 id={`${id}-title`} className="mb-3 text-sm text-white">
          {label}
        </h2>
        <img src={src} alt={label} className="max-h-[75vh] min-h-40 min-w-40 max-w-full rounded-lg bg-white object-contain" />
        <button
          ref={close}
          type="button"
          onClick={onClose}
          aria-label={t('chat.closeViewer')}
          className="mt-4 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-rose-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-400"
        >
          <span aria-hidden="true" className="text-2xl leading-none">
            ×
          </span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
