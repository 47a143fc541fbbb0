import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@shop/shared';

interface GalleryProps {
  name: string;
  images: string[];
  /** The chosen SKU's photo: shown when the choice changes, until a thumbnail is picked. */
  highlight?: string | null;
}

/** The main photo and a strip of thumbnails; hovering or clicking a thumbnail shows it. */
export function Gallery({ name, images, highlight }: GalleryProps) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [showHighlight, setShowHighlight] = useState(Boolean(highlight));
  // A new choice shows its photo again, even after a thumbnail was picked (adjusted while rendering, not in an effect).
  const [highlightShown, setHighlightShown] = useState(highlight);
  if (highlight !== highlightShown) {
    setHighlightShown(highlight);
    setShowHighlight(Boolean(highlight));
  }

  const pick = (n: number) => {
    setIndex(n);
    setShowHighlight(false);
  };
  const shown = showHighlight && highlight ? highlight : images[index];

  return (
    <div className="w-[420px] shrink-0">
      <div className="h-[420px] w-[420px] overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        <LazyImage eager src={shown} alt={name} className="h-full w-full object-contain" />
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={t('gallery.label')}>
          {images.map((image, n) => {
            const current = !(showHighlight && highlight) && n === index;
            return (
              <li key={`${image}-${n}`}>
                <button
                  type="button"
                  aria-label={t('gallery.photo', { n: n + 1, total: images.length })}
                  aria-current={current || undefined}
                  onMouseEnter={() => pick(n)}
                  onFocus={() => pick(n)}
                  onClick={() => pick(n)}
                  className={`block h-16 w-16 overflow-hidden rounded border-2 bg-slate-50 transition-colors ${current ? 'border-rose-600' : 'border-transparent hover:border-rose-300'}`}
                >
                  <LazyImage eager src={image} alt="" className="h-full w-full object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
