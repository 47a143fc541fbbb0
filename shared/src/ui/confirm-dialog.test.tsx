import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function Opener({ onConfirm = jest.fn() }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pay
      </button>
      {open && (
        <ConfirmDialog
          title="Pay from your wallet?"
          message={<p>¥10.00 will be taken</p>}
          confirmLabel="Pay now"
          dismissLabel="Not now"
          onConfirm={onConfirm}
          onDismiss={() => setOpen(false)}
        />
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a named, described modal that starts on the harmless answer and keeps focus inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Pay from your wallet?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('¥10.00 will be taken');
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
  });

  it('answers yes only through the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Opener onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
