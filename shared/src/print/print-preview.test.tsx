import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { PrintPreview } from './print-preview';

function Opener({ watermark, zIndex }: { watermark?: string; zIndex?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Print slip
        </button>
      </main>
      <PrintPreview open={open} onClose={() => setOpen(false)} title="Packing slip" watermark={watermark} zIndex={zIndex}>
        <p>Order 202506010001</p>
      </PrintPreview>
    </>
  );
}

beforeAll(() => i18n.changeLanguage('en-us'));

describe('PrintPreview', () => {
  it('is a named modal over everything (z-index 20002) that keeps focus inside and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print slip' }));
    const dialog = screen.getByRole('dialog', { name: 'Packing slip' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toHaveStyle({ zIndex: '20002' });
    expect(screen.getByRole('document', { name: 'Page to print' })).toHaveTextContent('Order 202506010001');
    expect(screen.getByRole('button', { name: 'Print' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print slip' })).toHaveFocus();
  });

  it('prints through the browser, with a stylesheet that leaves only the sheet on paper', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<Opener zIndex={30000} />);
    await user.click(screen.getByRole('button', { name: 'Print slip' }));
    expect(screen.getByRole('dialog').parentElement).toHaveStyle({ zIndex: '30000' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const layer = screen.getByRole('dialog').parentElement!;
    // The layer sits directly in body, so hiding body's other children hides the rest of the page.
    expect(layer.parentElement).toBe(document.body);
    const css = layer.querySelector('style')!.textContent;
    expect(css).toContain('@media print');
    expect(css).toContain(`body > *:not(.${layer.classList[0]}) { display: none !important; }`);
    expect(css).toContain('[data-print-hide] { display: none !important; }');
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print-hide]')).not.toBeNull();
    expect(screen.getByRole('document').closest('[data-print-hide]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tiles the watermark over the sheet only when given one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Print slip' }));
    expect(screen.queryByTestId('watermark')).not.toBeInTheDocument();
    unmount();
    // jsdom draws no canvas: give the watermark one that answers an image.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ translate() {}, rotate() {}, fillText() {} } as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    render(<Opener watermark={'warehouse\n2025-06-01 16:00'} />);
    await user.click(screen.getByRole('button', { name: 'Print slip' }));
    const watermark = screen.getByTestId('watermark');
    expect(screen.getByRole('document')).toContainElement(watermark);
    expect(watermark).toHaveClass('absolute');
  });
});
