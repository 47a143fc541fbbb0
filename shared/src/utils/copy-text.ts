import { i18n } from '../i18n/i18n';
import { toast } from '../stores/toast-store';

/** Copies text and shows the 'copy succeeded' toast: the spec's Chinese text on the Chinese site, its translation on the English one. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand?.('copy') ?? false;
    area.remove();
    if (!copied) return false;
  }
  toast.success(i18n.t('common:copySucceeded'));
  return true;
}
