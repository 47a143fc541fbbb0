import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodsFacetsAnswer } from '@shop/contract';
import '@/i18n/messages';
import type { GoodsFilters } from '@/types/goods-filters';
import { GoodsFacets } from './goods-facets';

const colours = ['Black', 'White', 'Navy', 'Oatmeal', 'Caramel', 'Burgundy', 'Coral red', 'Cloud grey', 'Sage green', 'Terracotta', 'Cream', 'Orange'];

const facets = (overrides: Partial<GoodsFacetsAnswer> = {}): GoodsFacetsAnswer => ({
  brands: [
    { id: 5, name: 'Stride', count: 8, selected: true },
    { id: 7, name: 'Vigor', count: 4, selected: false },
    { id: 9, name: 'Lumen', count: 0, selected: false },
  ],
  attrs: [
    { name: 'Colour', values: colours.map((value, index) => ({ value, token: `Colour:${value}`, count: index + 1, selected: value === 'Orange' })) },
    { name: 'Size', values: [{ value: 'M', token: 'Size:M', count: 3, selected: false }] },
  ],
  ...overrides,
});

function renderFacets(answer: GoodsFacetsAnswer | undefined, filters: GoodsFilters = { sort: 'default', page: 1, brand_id: [5], attr: ['颜色:活力橙'] }, stale = false) {
  const onChange = jest.fn();
  render(<GoodsFacets facets={answer} filters={filters} onChange={onChange} stale={stale} />);
  return { onChange, user: userEvent.setup() };
}

describe('GoodsFacets', () => {
  it('shows each facet as a labelled group of checkboxes with its counts, a value nothing would add disabled', () => {
    renderFacets(facets());
    const brands = screen.getByRole('group', { name: 'Brand' });
    expect(within(brands).getByRole('checkbox', { name: 'Stride (8)' })).toBeChecked();
    expect(within(brands).getByRole('checkbox', { name: 'Vigor (4)' })).not.toBeChecked();
    expect(within(brands).getByRole('checkbox', { name: 'Lumen (0)' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
  });

  it('ticks a brand in, and out, of the chosen ones', async () => {
    const { onChange, user } = renderFacets(facets());
    await user.click(screen.getByRole('checkbox', { name: 'Vigor (4)' }));
    expect(onChange).toHaveBeenLastCalledWith({ brand_id: [5, 7] });
    await user.click(screen.getByRole('checkbox', { name: 'Stride (8)' }));
    expect(onChange).toHaveBeenLastCalledWith({ brand_id: [] });
  });

  it('writes the chosen values in the page’s language, replacing a pair the URL had in the other one', async () => {
    const { onChange, user } = renderFacets(facets());
    await user.click(screen.getByRole('checkbox', { name: 'M (3)' }));
    expect(onChange).toHaveBeenLastCalledWith({ attr: ['Colour:Orange', 'Size:M'] });
    await user.click(screen.getByRole('button', { name: 'Remove filter Colour: Orange' }));
    expect(onChange).toHaveBeenLastCalledWith({ attr: [] });
  });

  it('ticks what the URL names at once, before the counts of the new choice come back', () => {
    // The answer is still the previous filters': Stride and Orange were chosen then, Vigor and Size M are now.
    renderFacets(facets(), { sort: 'default', page: 1, brand_id: [7], attr: ['Size:M'] }, true);
    expect(screen.getByRole('checkbox', { name: 'Vigor (4)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stride (8)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'M (3)' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Remove filter Colour: Orange' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Size: M' })).toBeInTheDocument();
  });

  it('shows ten values, then the rest on "More", a chosen one always in reach', async () => {
    const { user } = renderFacets(facets());
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(within(colour).getAllByRole('checkbox')).toHaveLength(11);
    expect(within(colour).getByRole('checkbox', { name: 'Orange (12)' })).toBeChecked();
    await user.click(within(colour).getByRole('button', { name: 'More (2)' }));
    expect(within(colour).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(colour).getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows three specification rows, the rest on "More options" unless something is chosen there', async () => {
    const group = (name: string, selected = false) => ({ name, values: [{ value: 'A', token: `${name}:A`, count: 1, selected }] });
    const { user } = renderFacets(facets({ attrs: [group('Colour'), group('Size'), group('Storage'), group('Capacity'), group('Flavour', true)] }), { sort: 'default', page: 1 });
    for (const name of ['Brand', 'Colour', 'Size', 'Storage', 'Flavour']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Capacity' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More options: Capacity' }));
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Fewer options' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists what is chosen, each removable, and clears all at once', async () => {
    const { onChange, user } = renderFacets(facets());
    await user.click(screen.getByRole('button', { name: 'Remove filter Brand: Stride' }));
    expect(onChange).toHaveBeenLastCalledWith({ brand_id: [] });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith({ brand_id: undefined, attr: undefined });
  });

  it('draws nothing before the first answer, or when the goods have no brand or specification', () => {
    renderFacets(undefined);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    renderFacets({ brands: [], attrs: [] });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
