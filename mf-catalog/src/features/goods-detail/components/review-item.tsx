import type { GoodsComment } from '@shop/contract';
import { formatDate, LazyImage } from '@shop/shared';
import { ReviewPhotos } from './review-photos';
import { Stars } from './stars';

/** "lily" → "l***y": reviewers are not named in full. */
export function maskUsername(name: string): string {
  const chars = Array.from(name ?? '');
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

export function ReviewItem({ review }: { review: GoodsComment }) {
  const name = maskUsername(review.user?.username);
  return (
    <li className="flex gap-6 border-b border-slate-100 py-5 last:border-b-0">
      <div className="flex w-36 shrink-0 items-center gap-2">
        <LazyImage src={review.user?.avatar} alt="" className="h-9 w-9 rounded-full object-cover" />
        <span className="truncate text-sm text-slate-600">{name}</span>
      </div>
      <div className="min-w-0 flex-1">
        <Stars rating={review.rating} />
        {/* The member's words as text: never parsed as HTML. */}
        {review.content && <p className="mt-2 whitespace-pre-line break-words text-sm leading-6 text-slate-800">{review.content}</p>}
        {review.images?.length > 0 && <ReviewPhotos photos={review.images} />}
        <p className="mt-3 flex gap-4 text-xs text-slate-500">
          <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          {review.sku_text && <span>{review.sku_text}</span>}
        </p>
      </div>
    </li>
  );
}
