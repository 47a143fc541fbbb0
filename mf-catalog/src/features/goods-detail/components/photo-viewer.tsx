import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface PhotoViewerProps {
  photos: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const control = 'flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-rose-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-400';

/**
 * A review's photos full size over the page: a modal dialog named after the photo shown. Focus starts
 * on Close and stays inside; Escape or a click beside the photo closes it; the arrow keys and the
 * buttons move between photos; focus returns to the thumbnail that opened it.
 */
export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const many = photos.length > 1;
  const step = (by: number) => onIndexChange((index + by + photos.length) % photos.length);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLButtonElement>('[data-close]')?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (many && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Tab' && panel.current) {
      const buttons = Array.from(panel.current.querySelectorAll<HTMLButtonElement>('button'));
      const first = buttons[0];
      const last = buttons.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return createPortal(
    <div role="presentation" className="fixed inset-0 z-[2000] flex items-center justify-center bg-slate-900/80 p-8" onKeyDown={onKeyDown} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="relative flex max-h-full max-w-4xl flex-col items-center"
      >
        <h2 id={`${id}-title`} className="mb-3 text-sm text-white">
          {t('reviews.viewer', { n: index + 1, total: photos.length })}
        </h2>
        <img src={photos[index]} alt={t('reviews.photo', { n: index + 1 })} className="max-h-[75vh] min-h-60 min-w-60 max-w-full rounded-lg bg-white object-contain" />
        <div className="mt-4 flex items-center gap-4">
          {many && (
            <button type="button" className={control} aria-label={t('reviews.previous')} onClick={() => step(-1)}>
              <span aria-hidden="true" className="text-2xl leading-none">‹</span>
            </button>
          )}
          <button type="button" data-close className={control} aria-label={t('reviews.close')} onClick={onClose}>
            <span aria-hidden="true" className="text-2xl leading-none">×</span>
          </button>
          {many && (
            <button type="button" className={control} aria-label={t('reviews.next')} onClick={() => step(1)}>
              <span aria-hidden="true" className="text-2xl leading-none">›</span>
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
