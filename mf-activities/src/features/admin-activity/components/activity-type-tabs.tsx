import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType } from '@shop/contract';
import { TabBar, tabElementId } from '@shop/commerce';

const ID_PREFIX = 'admin-activity';

export const typeTabId = (type: ActivityType) => tabElementId(ID_PREFIX, type);

/** One tab per activity type over the table (`panelId`); arrow keys, Home and End move between them, and the chosen tab goes back to page 1. */
export function ActivityTypeTabs({ current, onSelect, panelId }: { current: ActivityType; onSelect: (type: ActivityType) => void; panelId: string }) {
  const { t } = useTranslation('activities');
  const tabs = ACTIVITY_TYPES.map((type) => ({ id: type, label: t(`common.types.${type}`) }));
  return <TabBar variant="compact" reselect label={t('admin.list.types')} tabs={tabs} current={current} onSelect={onSelect} idPrefix={ID_PREFIX} panelId={panelId} />;
}
