import '../styles.css';
import '../i18n/messages';
import { MembersOnly } from '@shop/shared';
import { InvoiceBox } from '@/features/invoices/components/invoice-box';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function InvoicePage() {
  return (
    <MembersOnly>
      <UcenterLayout>
        <InvoiceBox />
      </UcenterLayout>
    </MembersOnly>
  );
}
