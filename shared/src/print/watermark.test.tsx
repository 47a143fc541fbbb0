import { render, screen } from '@testing-library/react';
import { Watermark } from './watermark';

/** jsdom draws nothing: a canvas context that records what the watermark asks of it. */
function mockCanvas() {
  const canvases: HTMLCanvasElement[] = [];
  const context = { translate: jest.fn(), rotate: jest.fn(), fillText: jest.fn(), font: '', fillStyle: '', textAlign: '', textBaseline: '' };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    canvases.push(this);
    return context as unknown as CanvasRenderingContext2D;
  } as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,tile');
  return { canvases, context };
}

afterEach(() => jest.restoreAllMocks());

it('draws the text on a 205 x 140 canvas rotated -20 degrees, one line per line of text', () => {
  const { canvases, context } = mockCanvas();
  render(<Watermark text={'warehouse\n2025-03-01 09:30'} />);
  expect(canvases).toHaveLength(1);
  expect([canvases[0]?.width, canvases[0]?.height]).toEqual([205, 140]);
  expect(context.translate).toHaveBeenCalledWith(102.5, 70);
  expect(context.rotate).toHaveBeenCalledWith((-20 * Math.PI) / 180);
  expect(context.fillText.mock.calls).toEqual([
    ['warehouse', 0, -9],
    ['2025-03-01 09:30', 0, 9],
  ]);
  expect(context.fillStyle).toMatch(/rgba\(.*0\.1\d\)/);
});

it('tiles the drawing over the window without being read aloud or catching a click', () => {
  mockCanvas();
  render(<Watermark text="admin" />);
  const overlay = screen.getByTestId('watermark');
  expect(overlay).toHaveAttribute('aria-hidden', 'true');
  expect(overlay).toHaveClass('pointer-events-none', 'fixed', 'inset-0');
  expect(overlay.style.backgroundImage).toBe('url("data:image/png;base64,tile")');
  expect(overlay.style.backgroundRepeat).toBe('repeat');
});

it('covers only its positioned parent in a printout', () => {
  mockCanvas();
  render(<Watermark text="admin" position="absolute" />);
  expect(screen.getByTestId('watermark')).toHaveClass('absolute');
});

it('draws again only when the text changes', () => {
  const { canvases } = mockCanvas();
  const { rerender } = render(<Watermark text="admin" />);
  rerender(<Watermark text="admin" />);
  expect(canvases).toHaveLength(1);
  rerender(<Watermark text="admin 2" />);
  expect(canvases).toHaveLength(2);
});
