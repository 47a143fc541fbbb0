import '../styles.css';
import '../i18n/messages';
import { MembersOnly } from '@shop/shared';
import { FootprintList } from '@/features/footprints/components/footprint-list';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function VisitPage() {
  return (
    <MembersOnly>
      <UcenterLayout>
        <FootprintList />
      </UcenterLayout>
    </MembersOnly>
  );
}
