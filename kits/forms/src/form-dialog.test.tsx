import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar, FilterInput, FilterSelect } from './filter-bar';
import { FormDialog } from './form-dialog';

test('a form dialog is a named modal dialog: Save submits, Cancel, × and Escape dismiss', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onDismiss = jest.fn();
  render(
    <FormDialog title="New coupon" description="Members can claim it at once." pending={false} onSubmit={onSubmit} onDismiss={onDismiss} submitLabel="Issue">
      <label>
        Name <input />
      </label>
    </FormDialog>,
  );
  expect(screen.getByRole('dialog', { name: 'New coupon' })).toHaveAccessibleDescription('Members can claim it at once.');
  // Focus starts on the first field, not on the title bar's ×.
  expect(screen.getByLabelText('Name')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Issue' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onDismiss).toHaveBeenCalledTimes(3);
});

test('a filter bar hands over every named value trimmed on Search, and leaves Reset to the page', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  const onReset = jest.fn();
  render(
    <FilterBar onSearch={onSearch} onReset={onReset}>
      <FilterInput label="Keyword" name="keyword" defaultValue="" />
      <FilterSelect label="State" name="state" defaultValue="">
        <option value="">Any</option>
        <option value="on">On sale</option>
      </FilterSelect>
    </FilterBar>,
  );
  expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Keyword'), '  lamp {Enter}');
  expect(onSearch).toHaveBeenLastCalledWith({ keyword: 'lamp', state: '' });
  await user.selectOptions(screen.getByLabelText('State'), 'on');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenLastCalledWith({ keyword: 'lamp', state: 'on' });
  await user.type(screen.getByLabelText('Keyword'), ' and more');
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(onReset).toHaveBeenCalledTimes(1);
  // What was typed and not applied goes back to the applied value (none here) before the page clears.
  expect(screen.getByLabelText('Keyword')).toHaveValue('');
});
