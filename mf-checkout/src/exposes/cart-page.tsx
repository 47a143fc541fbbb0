import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { MembersOnly } from '@shop/shared';
import { PageHeader } from '@/components/page-header';
import { CartView } from '@/features/cart/components/cart-view';

/** /cart/index: the member's cart. */
export default function CartPage() {
  const { t } = useTranslation('checkout');
  return (
    <MembersOnly>
      <div className="mx-auto w-[1200px] py-4">
        <PageHeader title={t('cart.title')} step="cart" />
        <CartView />
      </div>
    </MembersOnly>
  );
}
