import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readId } from '@shop/shared';
import { ActivityFrame } from '@/components/activity-frame';
import { NotFoundPanel } from '@/components/not-found-panel';
import { PointView } from '@/features/point/components/point-view';

/** /activity/point/view?id=: a points product; a missing or malformed id is not found. */
export default function PointViewPage() {
  const { t } = useTranslation('activities');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  if (!id) {
    return (
      <ActivityFrame type="point" current={t('common.notFound.title')}>
        <NotFoundPanel type="point" />
      </ActivityFrame>
    );
  }
  return <PointView key={id} id={id} />;
}
