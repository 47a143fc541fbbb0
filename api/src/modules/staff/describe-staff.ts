import type { StaffProfile } from '@shop/contract';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import type { Staff } from './staff-session-service';

/** The back-office user as the frame's header shows them. */
export const describeStaff = (staff: Staff, lang: Lang): StaffProfile => ({
  id: staff.id,
  username: staff.username,
  name: staff.name,
  role: { id: staff.role.id, code: staff.role.code, name: pick(lang, { en: staff.role.nameEn, zh: staff.role.nameZh }) },
});
