import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc } from '@shop/contract';
import { LazyImage } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';

// Whole class names, so that Tailwind finds them in this file.
const SIZE = {
  400: { column: 'w-[400px]', photo: 'h-[400px] w-[400px]' },
  420: { column: 'w-[420px]', photo: 'h-[420px] w-[420px]' },
} as const;

interface GalleryProps {
  name: string;
  images: string[];
  /** The chosen SKU's photo: shown when the choice changes, until a thumbnail is picked. */
  highlight?: string | null;
  /** The main photo's side in px (420 by default). */
  size?: keyof typeof SIZE;
}

/** A product's main photo and a strip of thumbnails; hovering, focusing or clicking a thumbnail shows it. */
export function Gallery({ name, images, highlight, size = 420 }: GalleryProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
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
    <div className={`${SIZE[size].column} shrink-0`}>
      <div className={`${SIZE[size].photo} overflow-hidden rounded-lg border border-slate-200 bg-slate-50`}>
        <LazyImage priority src={shown} alt={name} className="h-full w-full object-contain" />
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
                  <LazyImage eager src={thumbnailSrc(image)} alt="" className="h-full w-full object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
