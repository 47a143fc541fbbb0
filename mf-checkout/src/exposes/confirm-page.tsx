import '../styles.css';
import '../i18n/messages';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CART_PATH, MembersOnly } from '@shop/shared';
import { PageHeader } from '@/components/page-header';
import { ConfirmView } from '@/features/confirm/components/confirm-view';
import { readCheckoutSource } from '@/features/confirm/lib/confirm-body';

/**
 * /cart/confirm?type=cart&cart_ids=…, ?type=buy&sku_id=…&quantity=…, or an activity purchase
 * ?type=group|second|bargain|point|limit&activity_id=…&sku_id=…&quantity=…[&group_id=…][&bargain_id=…]:
 * confirm and place the order.
 */
export default function ConfirmPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const source = readCheckoutSource(params);
  return (
    <MembersOnly>
      <div className="mx-auto w-[1200px] py-4">
        <PageHeader title={t('confirm.title')} step="confirm" />
        {source ? (
          <ConfirmView key={params.toString()} source={source} />
        ) : (
          <div className="rounded-lg bg-white py-16 text-center text-sm text-slate-500">
            <p>{t('confirm.nothingToBuy')}</p>
            <Link to={CART_PATH} className="mt-3 inline-block text-rose-700 hover:underline">
              {t('confirm.backToCart')}
            </Link>
          </div>
        )}
      </div>
    </MembersOnly>
  );
}
