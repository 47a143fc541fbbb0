import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentCounts, CommentType } from '@shop/contract';
import { LoadFailed, Pagination, Skeleton } from '@shop/shared';
import { REVIEWS_PAGE_SIZE, useReviews } from '../api/get-reviews';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

const TYPES: CommentType[] = ['all', 'good', 'mid', 'bad', 'img'];

function ReviewsSkeleton() {
  return (
    <ul aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className="flex gap-6 border-b border-slate-100 py-5">
          <Skeleton className="h-9 w-36" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-20" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The product's reviews by kind (with counts), paged; loaded once the tab is first shown. */
export function Reviews({ goodsId, counts, active }: { goodsId: number; counts: CommentCounts; active: boolean }) {
  const { t } = useTranslation('catalog');
  const [type, setType] = useState<CommentType>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  const reviews = useReviews(goodsId, type, page, opened);
  const shownCounts = reviews.data?.counts ?? counts;

  const choose = (next: CommentType) => {
    setType(next);
    setPage(1);
  };

  if (!opened) return null;
  const average = reviews.data?.average_rating ?? 0;
  return (
    <div>
      {average > 0 && (
        <div className="mb-4 flex items-center gap-3">
          <span aria-hidden="true" className="text-3xl font-semibold text-rose-600">
            {average.toFixed(1)}
          </span>
          <span aria-hidden="true">
            <Stars rating={average} />
          </span>
          <span className="text-sm text-slate-500">{t('reviews.summary', { rating: average.toFixed(1), count: shownCounts?.all ?? 0 })}</span>
        </div>
      )}
      <div role="group" aria-label={t('reviews.filter')} className="flex gap-2 border-b border-slate-100 pb-4">
        {TYPES.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={type === kind}
            onClick={() => choose(kind)}
            className={`rounded-full border px-4 py-1 text-sm transition-colors ${type === kind ? 'border-rose-600 bg-rose-600 text-white' : 'border-slate-200 text-slate-600 hover:border-rose-500 hover:text-rose-600'}`}
          >
            {t(`reviews.types.${kind}`, { count: shownCounts?.[kind] ?? 0 })}
          </button>
        ))}
      </div>
      {!reviews.data ? (
        reviews.isError ? (
          <LoadFailed onRetry={() => void reviews.refetch()} />
        ) : (
          <div role="status" aria-label={t('reviews.loading')}>
            <ReviewsSkeleton />
          </div>
        )
      ) : reviews.data.list.length === 0 ? (
        <p className="py-16 text-center text-sm text-slate-500">{t('reviews.empty')}</p>
      ) : (
        <>
          <ul aria-busy={reviews.isPlaceholderData || undefined} className={reviews.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {reviews.data.list.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          <Pagination page={page} size={reviews.data.size || REVIEWS_PAGE_SIZE} total={reviews.data.total} onChange={setPage} />
        </>
      )}
    </div>
  );
}
