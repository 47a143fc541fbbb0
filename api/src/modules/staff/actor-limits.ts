import { grantsAll } from '@shop/contract';
import { refused } from '../../http/errors';
import type { MessageKey } from '../../http/i18n';
import type { Staff } from './staff-session-service';

/**
 * Refuses unless the acting back-office user's role holds every one of `permissions`. account.edit
 * is only as strong as the role it comes with: without this, a role holding it could write any
 * permission into a role, move its own user to the administrator role, or set the administrator's
 * password, and so climb to everything.
 */
export function assertActorHolds(staff: Staff, permissions: readonly string[], messageKey: MessageKey, field: string): void {
  if (!grantsAll(staff.role.permissions, permissions)) throw refused(messageKey, field);
}
