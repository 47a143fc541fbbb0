import '../styles.css';
import '../i18n/messages';
import { MembersOnly } from '@shop/shared';
import { FavoriteGrid } from '@/features/favorites/components/favorite-grid';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function CollectPage() {
  return (
    <MembersOnly>
      <UcenterLayout>
        <FavoriteGrid />
      </UcenterLayout>
    </MembersOnly>
  );
}
