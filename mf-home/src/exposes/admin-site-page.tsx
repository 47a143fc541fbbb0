import '../styles.css';
import '../i18n/messages';
import { SiteSettingsView } from '../features/site-settings/components/site-settings-view';

/** /admin/system/site: the site settings (titles, keywords, description, WeChat, languages). */
export default function AdminSitePage() {
  return <SiteSettingsView />;
}
