import '../styles.css';
import '../i18n/messages';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MembersOnly, NOT_FOUND_PATH, readId } from '@shop/shared';
import { CashierView } from '@/features/cashier/components/cashier-view';

/** /cart/cashier?order_id=[&result=paid]: pay an order, or see that it is paid. */
export default function CashierPage() {
  const [params] = useSearchParams();
  const orderId = readId(params.get('order_id'));
  return (
    <MembersOnly>
      <div className="mx-auto w-[1200px] py-4">
        {orderId ? <CashierView key={orderId} orderId={orderId} returnedPaid={params.get('result') === 'paid'} /> : <Navigate to={NOT_FOUND_PATH} replace />}
      </div>
    </MembersOnly>
  );
}
