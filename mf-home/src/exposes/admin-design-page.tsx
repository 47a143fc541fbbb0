import '../styles.css';
import '../i18n/messages';
import { DesignEditor } from '../features/design-editor/components/design-editor';

/** /admin/design/index: the back office's home page design editor, drawn inside the host's frame. */
export default function AdminDesignPage() {
  return <DesignEditor />;
}
