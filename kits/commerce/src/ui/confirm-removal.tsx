import type { ComponentProps } from 'react';
import { ConfirmDialog } from '@shop/shared';

/** What ConfirmRemoval needs of the removal's mutation (TanStack Query's `useMutation` answers it). */
interface Removal<Variables> {
  isPending: boolean;
  mutate: (variables: Variables, options: { onSuccess?: () => void; onSettled: () => void }) => void;
}

type Words = Pick<ComponentProps<typeof ConfirmDialog>, 'title' | 'message' | 'confirmLabel' | 'dismissLabel'>;

interface ConfirmRemovalProps<Variables> extends Words {
  removal: Removal<Variables>;
  /** What the removal is sent (the row's id). */
  variables: Variables;
  /** Closes the question: dismissed, or once the removal is over, done or failed (the mutation reports a failure). */
  onClose: () => void;
  /** After a removal that worked, before the question closes (drop what showed the removed row). */
  onRemoved?: () => void;
}

/** The question before deleting one row: busy while the removal runs, closed when it is over. */
export function ConfirmRemoval<Variables>({ removal, variables, onClose, onRemoved, ...words }: ConfirmRemovalProps<Variables>) {
  return (
    <ConfirmDialog
      {...words}
      pending={removal.isPending}
      onDismiss={onClose}
      onConfirm={() => removal.mutate(variables, { onSuccess: onRemoved, onSettled: onClose })}
    />
  );
}
