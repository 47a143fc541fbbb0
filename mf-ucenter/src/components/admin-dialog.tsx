import type { ReactNode } from 'react';
import { Button, ModalDialog } from '@shop/shared';

interface AdminDialogProps {
  title: string;
  /** While true (a save under way), Escape does not close it. */
  pending: boolean;
  onDismiss: () => void;
  children: ReactNode;
  width?: string;
}

/** A back-office form in a modal panel, its body padded and scrolling. */
export function AdminDialog({ title, pending, onDismiss, children, width = 'w-[480px]' }: AdminDialogProps) {
  return (
    <ModalDialog title={title} pending={pending} onDismiss={onDismiss} width={width}>
      <div className="min-h-0 overflow-y-auto px-6 py-5">{children}</div>
    </ModalDialog>
  );
}

/** A dialog form's end: cancel beside the submit, which shows the save under way. */
export function DialogButtons({ submit, cancel, pending, onCancel }: { submit: string; cancel: string; pending: boolean; onCancel: () => void }) {
  return (
    <div className="col-span-full mt-2 flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type="submit" pending={pending}>
        {submit}
      </Button>
    </div>
  );
}
