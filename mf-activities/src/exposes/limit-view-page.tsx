import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readId } from '@shop/shared';
import { ActivityFrame } from '@/components/activity-frame';
import { NotFoundPanel } from '@/components/not-found-panel';
import { LimitView } from '@/features/limit/components/limit-view';

/** /activity/limit/view?id=: a purchase-limit offer; a missing or malformed id is not found. */
export default function LimitViewPage() {
  const { t } = useTranslation('activities');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  if (!id) {
    return (
      <ActivityFrame type="limit" current={t('common.notFound.title')}>
        <NotFoundPanel type="limit" />
      </ActivityFrame>
    );
  }
  return <LimitView key={id} id={id} />;
}
