import '../styles.css';
import '../i18n/messages';
import { MembersOnly } from '@shop/shared';
import { AddressBook } from '@/features/addresses/components/address-book';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function AddressPage() {
  return (
    <MembersOnly>
      <UcenterLayout>
        <AddressBook />
      </UcenterLayout>
    </MembersOnly>
  );
}
