import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readId } from '@shop/shared';
import { ActivityFrame } from '@/components/activity-frame';
import { NotFoundPanel } from '@/components/not-found-panel';
import { FlashSaleView } from '@/features/second/components/flash-sale-view';

/** /activity/second/view?id=: a flash-sale activity; a missing or malformed id is not found. */
export default function SecondViewPage() {
  const { t } = useTranslation('activities');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  if (!id) {
    return (
      <ActivityFrame type="second" current={t('common.notFound.title')}>
        <NotFoundPanel type="second" />
      </ActivityFrame>
    );
  }
  return <FlashSaleView key={id} id={id} />;
}
