import '../styles.css';
import '../i18n/messages';
import { MediaLibrary } from '@shop/commerce';

/** /admin/media/index: the back office's media library, the pictures any picture field can choose from. */
export default function AdminMediaPage() {
  return (
    <div className="rounded border border-slate-200 bg-white p-4">
      <MediaLibrary />
    </div>
  );
}
