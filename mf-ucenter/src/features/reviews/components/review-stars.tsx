import { useTranslation } from 'react-i18next';

/** A written review's stars, read out as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation('ucenter');
  return (
    <span role="img" aria-label={t('review.rated', { rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={`h-4 w-4 ${star <= rating ? 'text-amber-400' : 'text-slate-200'}`}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
