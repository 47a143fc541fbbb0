import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmRemoval } from './confirm-removal';

const words = { title: 'Delete the address?', message: 'Wang Fang', confirmLabel: 'Delete', dismissLabel: 'Keep' };

describe('ConfirmRemoval', () => {
  it('sends the removal, and closes once it is over, after saying it worked', async () => {
    const user = userEvent.setup();
    const done: string[] = [];
    const removal = {
      isPending: false,
      mutate: jest.fn((_variables: { id: number }, options: { onSuccess?: () => void; onSettled: () => void }) => {
        options.onSuccess?.();
        options.onSettled();
      }),
    };
    render(<ConfirmRemoval {...words} removal={removal} variables={{ id: 7 }} onRemoved={() => done.push('removed')} onClose={() => done.push('closed')} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(removal.mutate).toHaveBeenCalledWith({ id: 7 }, expect.anything());
    expect(done).toEqual(['removed', 'closed']);
  });

  it('waits while the removal runs, and closes without sending when dismissed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const removal = { isPending: false, mutate: jest.fn() };
    const { rerender } = render(<ConfirmRemoval {...words} removal={removal} variables={7} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(removal.mutate).not.toHaveBeenCalled();
    rerender(<ConfirmRemoval {...words} removal={{ ...removal, isPending: true }} variables={7} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
  });
});
