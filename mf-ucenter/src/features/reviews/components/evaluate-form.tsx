import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EvaluateAnswer, EvaluateResult } from '@shop/contract';
import { Button, orderDetailPath, toast } from '@shop/shared';
import { useSubmitReviews } from '../api/submit-reviews';
import { useReviewForm } from '../hooks/use-review-form';
import { EvaluateThanks } from './evaluate-thanks';
import { ReviewItemForm } from './review-item-form';
import { ReviewedItem } from './reviewed-item';

/**
 * The review form of one received order: a card per line still waiting (stars, text, photos), the
 * lines reviewed or refunded already below, one submit for all. On completion the thank-you with the
 * points earned takes its place; reviews saved without completing the order (a line arrived meanwhile)
 * are said, and the form asks for what is left.
 */
export function EvaluateForm({ evaluation }: { evaluation: EvaluateAnswer }) {
  const { t } = useTranslation('ucenter');
  const waiting = evaluation.items.filter((item) => !item.refunded && !item.review);
  const settled = evaluation.items.filter((item) => item.refunded || item.review);
  const form = useReviewForm(waiting);
  const submit = useSubmitReviews();
  const [completed, setCompleted] = useState<EvaluateResult | null>(null);

  if (completed) return <EvaluateThanks result={completed} />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await submit.mutateAsync({ order_id: evaluation.order_id, ...values });
      if (result.completed) setCompleted(result);
      else toast.success(t('review.thanks.partial', { count: result.to_review }));
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="review-order" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-rose-100 bg-rose-50/60 px-5 py-3">
        <h2 id="review-order" className="text-sm font-medium text-slate-800">
          <Link to={orderDetailPath(evaluation.order_id)} className="hover:text-rose-600">
            {t('review.orderNo', { no: evaluation.order_no })}
          </Link>
        </h2>
        {waiting.length > 0 && <p className="text-sm text-slate-600">{t('review.intro', { count: waiting.length, points: evaluation.points_on_completion })}</p>}
      </div>
      {waiting.map((item, index) => (
        <ReviewItemForm key={item.order_item_id} item={item} index={index} control={form.control} register={form.register} problem={form.problem} disabled={submit.isPending} />
      ))}
      {settled.map((item) => (
        <ReviewedItem key={item.order_item_id} item={item} />
      ))}
      {waiting.length > 0 && (
        <div className="flex justify-end">
          <Button type="submit" pending={submit.isPending} className="h-11 px-10 text-base">
            {t('review.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
