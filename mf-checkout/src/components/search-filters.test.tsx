import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/i18n/messages';
import { SearchFilters, type SearchValues } from './search-filters';

const NONE: SearchValues = { keyword: '', date_from: '', date_to: '', choice: '' };
const choice = { label: 'Delivery', anyLabel: 'All deliveries', options: [{ value: 'pickup', label: 'Store pickup' }] };

function renderFilters(values: SearchValues = NONE) {
  const onApply = jest.fn();
  const user = userEvent.setup();
  render(<SearchFilters label="Filter orders" placeholder="Order No." values={values} choice={choice} onApply={onApply} />);
  return { onApply, user };
}

describe('search filters', () => {
  it('applies the keyword, the choice and the days together on Search, the keyword trimmed', async () => {
    const { onApply, user } = renderFilters();
    const row = screen.getByRole('search', { name: 'Filter orders' });
    expect(row).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  wang ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery' }), 'pickup');
    await user.type(screen.getByLabelText('From'), '2025-06-01');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenCalledWith({ keyword: 'wang', choice: 'pickup', date_from: '2025-06-01', date_to: '' });
  });

  it('shows the applied filters, and keeps each day on its side of the other', async () => {
    const { user } = renderFilters({ keyword: 'wang', choice: 'pickup', date_from: '2025-06-01', date_to: '2025-06-30' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('wang');
    expect(screen.getByRole('combobox', { name: 'Delivery' })).toHaveValue('pickup');
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2025-06-30');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2025-06-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-06-10');
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2025-06-10');
    await user.clear(screen.getByLabelText('From'));
    expect(screen.getByLabelText('To')).not.toHaveAttribute('min');
  });

  it('clears every filter on Reset, also what was typed but not applied', async () => {
    const { onApply, user } = renderFilters();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'wang');
    await user.type(screen.getByLabelText('From'), '2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledWith(NONE);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('min');
  });
});
