import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { doEvaluateBody, refusalData, RESULT_CODE, REVIEW_MAX_IMAGES, REVIEW_TEXT_MAX_LENGTH, type DoEvaluateBody, type DoEvaluateInput, type EvaluateItem } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';

/** The type of an error the server worded; the form's own checks carry the contract's message key. */
const SERVER_ERROR = 'server';

/** What a server refusal may blame within one item: `reviews.<n>.<field>`, photos by the list or one of them. */
const ITEM_FIELD = /^reviews\.(\d+)\.(rating|content|images|order_item_id)(?:\.\d+)?$/;

/** Contract message keys the page words itself. */
const WORDED = new Set(['rating_required', 'rating_invalid', 'review_images_too_many', 'upload_not_found']);

export type ReviewField = 'rating' | 'content' | 'images' | 'order_item_id';

/** The issues a refusal carries, each naming its field: every one in `errors`, else the one `field`. */
function blamed(error: ApiError): Array<{ field: string; message: string }> {
  const details = refusalData.safeParse(error.data);
  const errors = details.success ? (details.data.errors ?? []) : [];
  if (errors.length > 0) return errors;
  return error.field ? [{ field: error.field, message: error.message }] : [];
}

/**
 * The reviews of one order's waiting lines: react-hook-form checked with the contract's schema (a
 * rating for every line, text and photos within bounds), each problem shown under its item. A
 * refusal naming an item's field goes there too in the server's words; any other refusal (the order
 * moved on meanwhile) is toasted.
 */
export function useReviewForm(orderId: number, waiting: EvaluateItem[]) {
  const { t } = useTranslation('ucenter');
  const form = useForm<DoEvaluateInput, unknown, DoEvaluateBody>({
    resolver: zodResolver(doEvaluateBody),
    defaultValues: { order_id: orderId, reviews: waiting.map((item) => ({ order_item_id: item.order_item_id, rating: 0, content: '', images: [] })) },
    reValidateMode: 'onSubmit',
  });

  /** The words for a problem of one item's field. */
  const problem = (index: number, field: ReviewField): string | undefined => {
    const error = form.formState.errors.reviews?.[index]?.[field] as FieldError | undefined;
    if (!error) return undefined;
    if (error.type === SERVER_ERROR) return error.message;
    if (error.message && WORDED.has(error.message)) return t(`review.problems.${error.message}`, { max: REVIEW_MAX_IMAGES });
    if (field === 'content') return t('review.problems.contentTooLong', { max: REVIEW_TEXT_MAX_LENGTH });
    return error.message || t('errors.generic');
  };

  const showFailure = (error: unknown) => {
    const mine = error instanceof ApiError ? blamed(error).filter(({ field }) => ITEM_FIELD.test(field)) : [];
    if (mine.length === 0) {
      if (error instanceof ApiError && error.code === RESULT_CODE.refused) toast.error(error.message || t('errors.generic'));
      else reportFailure(error, t('errors.generic'));
      return;
    }
    mine.forEach(({ field, message }, n) => {
      const [, index, leaf] = ITEM_FIELD.exec(field)!;
      form.setError(`reviews.${index}.${leaf}` as Path<DoEvaluateInput>, { type: SERVER_ERROR, message }, { shouldFocus: n === 0 });
    });
  };

  return { ...form, problem, showFailure };
}
