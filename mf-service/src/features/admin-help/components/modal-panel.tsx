import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@shop/shared';

interface ModalPanelProps {
  title: string;
  /** Tailwind width classes of the panel. */
  width: string;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A titled modal dialog over the back office: Escape and the × close it (not while saving); focus starts on the first field. */
export function ModalPanel({ title, width, pending, onClose, children }: ModalPanelProps) {
  const { t } = useTranslation('service');
  return (
    <ModalDialog title={title} width={width} pending={pending} onDismiss={onClose} closeLabel={t('adminHelp.editor.close')} initialFocus="input, select, textarea">
      <div className="min-h-0 overflow-y-auto px-5 py-4">{children}</div>
    </ModalDialog>
  );
}
