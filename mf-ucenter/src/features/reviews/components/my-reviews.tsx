import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, ORDERS_PATH, Pagination, Skeleton, usePageParam } from '@shop/shared';
import { useMyReviews } from '../api/get-my-reviews';
import { MyReviewCard } from './my-review-card';

function MyReviewsSkeleton() {
  const { t } = useTranslation('ucenter');
  return (
    <ul role="status" aria-label={t('review.mineLoading')}>
      {[0, 1, 2].map((n) => (
        <li key={n} className="flex gap-6 border-b border-slate-100 px-5 py-5">
          <div className="flex w-64 gap-3">
            <Skeleton className="h-16 w-16" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-10 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MyReviewsEmpty() {
  const { t } = useTranslation('ucenter');
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-16 w-16 text-slate-300" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M10 12h44v30H30l-12 10V42h-8z" strokeLinejoin="round" />
        <path d="M32 20l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z" strokeLinejoin="round" />
      </svg>
      <p className="mt-4 max-w-md text-sm text-slate-500">{t('review.mine.empty')}</p>
      <Link to={`${ORDERS_PATH}?status=unreviewed`} className="mt-4 rounded-md border border-rose-600 px-5 py-1.5 text-sm text-rose-700 hover:bg-rose-50">
        {t('review.mine.toReview')}
      </Link>
    </div>
  );
}

/** `/ucenter/order/comment`: the member's reviews, newest first, paged; the page shown stays, dimmed, while the next loads. */
export function MyReviews() {
  const { t } = useTranslation('ucenter');
  const { page, setPage } = usePageParam();
  const { data, isError, isPlaceholderData, refetch } = useMyReviews(page);

  if (!data) {
    if (isError) return <LoadFailed message={t('review.mineFailed')} onRetry={() => void refetch()} className="rounded-lg bg-white py-12" />;
    return (
      <div className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <MyReviewsSkeleton />
      </div>
    );
  }
  return (
    <div className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      {data.list.length === 0 ? (
        <MyReviewsEmpty />
      ) : (
        <>
          <ul aria-label={t('review.mine.label')} aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            {data.list.map((review) => (
              <MyReviewCard key={review.id} review={review} />
            ))}
          </ul>
          <Pagination page={page} size={data.size} total={data.total} onChange={setPage} showTotal className="justify-end px-5 pb-5" />
        </>
      )}
    </div>
  );
}
