import type { BargainDetail } from '@shop/contract';
import { activityViewPath } from '@shop/shared';

/** The page a friend opens to cut a bargain: its activity's page with `bargain_id`. */
export function bargainSharePath(bargain: Pick<BargainDetail, 'id' | 'activity_id'>): string {
  return `${activityViewPath('bargain', bargain.activity_id)}&bargain_id=${bargain.id}`;
}
