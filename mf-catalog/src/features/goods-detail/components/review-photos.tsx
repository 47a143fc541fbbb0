import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc } from '@shop/contract';
import { LazyImage } from '@shop/shared';
import { PhotoViewer } from './photo-viewer';

/** A review's photos as thumbnails; each is a button that opens the photos large (their display copies). */
export function ReviewPhotos({ photos }: { photos: string[] }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul aria-label={t('reviews.photos')} className="mt-3 flex flex-wrap gap-2">
        {photos.map((photo, n) => (
          <li key={`${photo}-${n}`}>
            <button
              type="button"
              aria-label={t('reviews.openPhoto', { n: n + 1, total: photos.length })}
              onClick={() => setOpen(n)}
              className="block h-20 w-20 overflow-hidden rounded ring-1 ring-slate-200 transition hover:ring-2 hover:ring-rose-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
            >
              <LazyImage src={thumbnailSrc(photo)} alt="" className="h-full w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <PhotoViewer photos={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
