import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';

/** The submit and cancel buttons of a member-box form, worded by the box (`address.save`, `address.cancel`…). */
export function SaveOrCancel({ box, pending, onCancel }: { box: 'address' | 'invoice'; pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="col-span-3 flex gap-3">
      <Button type="submit" pending={pending}>
        {t(`${box}.save`)}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t(`${box}.cancel`)}
      </Button>
    </div>
  );
}
