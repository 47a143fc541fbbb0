import { render, screen, waitFor } from '@testing-library/react';
import { create } from 'qrcode';
import { QrCode, qrModulesPath } from './qr-code';

const PAY_LINK = 'http://shop.test/homeapi/sandbox/pay?token=Zm9vYmFyYmF6cXV4cXV1eHF1dXgx';

/** The cells a path paints, as "row,col" in the path's own coordinates. */
function paintedCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let col = Number(x); col < Number(x) + Number(width); col += 1) cells.add(`${y},${col}`);
  }
  return cells;
}

/** The library's dark modules, shifted by the quiet zone of four modules. */
function darkModules(value: string): Set<string> {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const cells = new Set<string>();
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) cells.add(`${row + 4},${col + 4}`);
  }
  return cells;
}

describe('QrCode', () => {
  it('paints exactly the dark modules of the encoded matrix, inside a quiet zone', () => {
    const { modules } = create(PAY_LINK, { errorCorrectionLevel: 'M' });
    expect(paintedCells(qrModulesPath(modules))).toEqual(darkModules(PAY_LINK));
    // The top-left finder pattern: a dark 7-module ring starting right after the quiet zone.
    expect([...paintedCells(qrModulesPath(modules))].filter((cell) => cell.startsWith('4,')).slice(0, 7)).toEqual(['4,4', '4,5', '4,6', '4,7', '4,8', '4,9', '4,10']);
  });

  it('holds its place while the encoder loads, then shows the code as an image with its name', async () => {
    render(<QrCode value={PAY_LINK} label="Scan to pay" size={160} />);
    const placeholder = screen.getByRole('img', { name: 'Scan to pay' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveStyle({ width: '160px', height: '160px' });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Scan to pay' }).tagName.toLowerCase()).toBe('svg'));
    const code = screen.getByRole('img', { name: 'Scan to pay' });
    const side = create(PAY_LINK, { errorCorrectionLevel: 'M' }).modules.size + 8;
    expect(code).toHaveAttribute('viewBox', `0 0 ${side} ${side}`);
    expect(code).toHaveAttribute('width', '160');
    expect(paintedCells(code.querySelector('path')!.getAttribute('d')!)).toEqual(darkModules(PAY_LINK));
  });

  it('draws the new value when the value changes', async () => {
    const { rerender } = render(<QrCode value={PAY_LINK} label="Scan to pay" />);
    await waitFor(() => expect(screen.getByRole('img').tagName.toLowerCase()).toBe('svg'));
    const other = `${PAY_LINK}-other`;
    rerender(<QrCode value={other} label="Scan to pay" />);
    await waitFor(() => expect(paintedCells(screen.getByRole('img').querySelector('path')?.getAttribute('d') ?? '')).toEqual(darkModules(other)));
  });
});
