import { render, screen, within } from '@testing-library/react';
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
    const { user } = renderFilters({ keyword: 'wang', choice: 'pickup', date_from: '2025-06-05', date_to: '2025-06-30' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('wang');
    expect(screen.getByRole('combobox', { name: 'Delivery' })).toHaveValue('pickup');
    expect(screen.getByLabelText('From')).toHaveValue('2025-06-05');
    /** The day buttons of one field's calendar (From is the first, To the second), closed again after `check`. */
    const calendarOf = async (field: 0 | 1, check: (day: (n: number) => HTMLElement) => void) => {
      await user.click(screen.getAllByRole('button', { name: 'Choose a date' })[field]!);
      const calendar = screen.getByRole('dialog', { name: 'Choose a date' });
      await within(calendar).findByText('June 2025');
      check((n) => within(calendar).getByRole('button', { name: new RegExp(`June ${n}(st|nd|rd|th)?\\b`) }));
      await user.keyboard('{Escape}');
    };
    await calendarOf(1, (day) => {
      expect(day(4)).toBeDisabled();
      expect(day(5)).toBeEnabled();
    });
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-06-10');
    await calendarOf(0, (day) => {
      expect(day(11)).toBeDisabled();
      expect(day(10)).toBeEnabled();
    });
    await user.clear(screen.getByLabelText('From'));
    await calendarOf(1, (day) => expect(day(4)).toBeEnabled());
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
