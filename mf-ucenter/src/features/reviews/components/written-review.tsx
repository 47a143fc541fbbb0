import { useTranslation } from 'react-i18next';
import { thumbnailSrc, type WrittenReview as Review } from '@shop/contract';
import { formatDateTime, LazyImage } from '@shop/shared';
import { ReviewStars } from './review-stars';

/**
 * A review as the member wrote it: stars, the text as plain text (line breaks kept, never read as
 * HTML), the photos (thumbnails, each opening its display copy in a new tab) and the date.
 */
export function WrittenReview({ review, goodsName }: { review: Review; goodsName: string }) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="min-w-0">
      <div className="flex items-center gap-3">
        <ReviewStars rating={review.rating} />
        <time dateTime={review.created_at} className="text-xs text-slate-500">
          {t('review.mine.reviewedOn', { date: formatDateTime(review.created_at) })}
        </time>
      </div>
      {review.content && <p className="mt-2 whitespace-pre-line break-words text-sm leading-6 text-slate-800">{review.content}</p>}
      {review.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className="block rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500">
                <LazyImage src={thumbnailSrc(url)} alt={t('review.mine.photo', { index: index + 1, name: goodsName })} className="h-16 w-16 rounded object-cover ring-1 ring-slate-200" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
