import { grants, type BackOfficeRoute, type MenuEntry, type Purview } from '@shop/contract';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { describeStaff, type Staff } from '../staff';
import { BACK_OFFICE, type BackOfficeGroup, type BackOfficePage } from './back-office-pages';

const isGroup = (entry: BackOfficePage | BackOfficeGroup): entry is BackOfficeGroup => 'pages' in entry;

const menuEntry = (lang: Lang, page: BackOfficePage): MenuEntry => ({ title: pick(lang, page.title), path: page.path, icon: page.icon, children: [] });

const route = (page: BackOfficePage): BackOfficeRoute => ({
  path: page.path,
  name: page.path.slice(1).replace(/\//g, '-'),
  remote: page.remote,
  module: page.module,
  title: { 'zh-cn': page.title.zh, 'en-us': page.title.en },
  permission: page.permission,
  parent: page.parent ?? null,
});

/**
 * The sidebar, permission list and routes of the signed-in back-office user: only the pages their
 * role may open, and groups with at least one of them.
 */
export function describePurview(staff: Staff, lang: Lang): Purview {
  const granted = staff.role.permissions;
  const allowed = (page: BackOfficePage) => grants(granted, page.permission);
  const sidebar: MenuEntry[] = [];
  const routes: BackOfficeRoute[] = [];
  for (const entry of BACK_OFFICE) {
    const pages = (isGroup(entry) ? entry.pages : [entry]).filter(allowed);
    routes.push(...pages.map(route));
    const inMenu = pages.filter((page) => !page.parent).map((page) => menuEntry(lang, page));
    if (!isGroup(entry)) sidebar.push(...inMenu);
    else if (inMenu.length) sidebar.push({ title: pick(lang, entry.title), path: entry.path, icon: entry.icon, children: inMenu });
  }
  return { sidebar, auth: [...granted], routes, status: 1, user: describeStaff(staff, lang) };
}
