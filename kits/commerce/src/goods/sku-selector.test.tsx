import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEE_SPEC_GROUPS } from '../testing';
import { SkuSelector } from './sku-selector';

const groups = TEE_SPEC_GROUPS;
// Red/L is sold out and Blue/L has no SKU, so L leads to nothing in stock.
const skus = [
  { key: '12:31,13:35', stock: 3 },
  { key: '12:31,13:36', stock: 0 },
  { key: '12:32,13:35', stock: 10 },
];
const option = (group: string, value: string) => within(screen.getByRole('group', { name: group })).getByRole('button', { name: value });

describe('SkuSelector', () => {
  it('marks the chosen value, disables values that lead to nothing in stock and reports clicks', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<SkuSelector groups={groups} skus={skus} selection={{ 12: 31 }} onChoose={onChoose} />);
    expect(option('Colour', 'Red')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Colour', 'Blue')).toHaveAttribute('aria-pressed', 'false');
    expect(option('Size', 'L')).toBeDisabled();
    expect(option('Size', 'M')).toBeEnabled();
    await user.click(option('Size', 'M'));
    expect(onChoose).toHaveBeenCalledWith(13, 35);
  });

  it('keeps a chosen value clickable even when it has run out', () => {
    render(<SkuSelector groups={groups} skus={skus} selection={{ 12: 31, 13: 36 }} onChoose={jest.fn()} />);
    expect(option('Size', 'L')).toBeEnabled();
  });

  it('shows a value’s swatch beside its name, which still names the button', () => {
    const swatched = [{ ...groups[0]!, list: [{ id: 31, value: 'Red', image: '/homeapi/upload/file/red.png' }, groups[0]!.list[1]!] }, groups[1]!];
    render(<SkuSelector groups={swatched} skus={skus} selection={{}} onChoose={jest.fn()} />);
    const swatch = option('Colour', 'Red').querySelector('img');
    expect(swatch).toHaveAttribute('src', expect.stringContaining('red'));
    expect(swatch).toHaveAttribute('alt', '');
    expect(option('Colour', 'Blue').querySelector('img')).toBeNull();
  });

  it('sizes the group names to line up with the page', () => {
    const { rerender } = render(<SkuSelector groups={groups} skus={skus} selection={{}} onChoose={jest.fn()} />);
    expect(screen.getByText('Colour')).toHaveClass('w-28');
    rerender(<SkuSelector groups={groups} skus={skus} selection={{}} onChoose={jest.fn()} labelWidth={96} />);
    expect(screen.getByText('Colour')).toHaveClass('w-24');
  });
});
