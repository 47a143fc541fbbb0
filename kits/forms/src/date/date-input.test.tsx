import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, i18n } from '@shop/shared';
import { FilterBar, FilterDateInput } from '../filter-bar';
import '../form-messages';
import { DateField } from './date-field';

afterEach(() => act(() => i18n.changeLanguage('en-us')));

/** The shop's today and another day of its month, as the calendar names its days ("15"). */
const today = formatDate(Date.now());
const month = today.slice(0, 7);
const otherDay = today.endsWith('-15') ? '16' : '15';

test('a date filter shows the shop’s format in every browser: picked from the calendar, typed, and handed to Search', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  render(
    <FilterBar onSearch={onSearch} onReset={jest.fn()}>
      <FilterDateInput label="From" name="from" defaultValue="" />
    </FilterBar>,
  );
  const input = screen.getByLabelText('From');
  expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await user.click(screen.getByRole('button', { name: 'Choose a date' }));
  const calendar = screen.getByRole('dialog', { name: 'Choose a date' });
  const day = await within(calendar).findByRole('button', { name: new RegExp(`\\b${Number(otherDay)}(st|nd|rd|th)?\\b`) });
  await user.click(day);
  expect(input).toHaveValue(`${month}-${otherDay}`);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Choose a date' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenLastCalledWith({ from: `${month}-${otherDay}` });

  await user.clear(input);
  await user.type(input, '2026/3/7');
  await user.tab();
  expect(input).toHaveValue('2026-03-07');
});

test('a date-time field takes a typed time, and its calendar changes the day, hour and minute apart; said in Chinese too', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<DateField kind="datetime" label="Starts" name="starts_at" defaultValue="" onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Starts' });
  await user.type(input, '2026-01-05T9:30');
  await user.tab();
  expect(input).toHaveValue('2026-01-05 09:30');

  await user.click(screen.getByRole('button', { name: 'Choose a date and time' }));
  const calendar = screen.getByRole('dialog', { name: 'Choose a date and time' });
  expect(await within(calendar).findByText(/January 2026/)).toBeInTheDocument();
  await user.selectOptions(within(calendar).getByLabelText('Hour'), '18');
  await user.selectOptions(within(calendar).getByLabelText('Minute'), '45');
  await user.click(within(calendar).getByRole('button', { name: /\b20(th)?\b/ }));
  expect(input).toHaveValue('2026-01-20 18:45');
  expect(onChange).toHaveBeenCalled();
  await user.click(within(calendar).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await act(() => i18n.changeLanguage('zh-cn'));
  expect(input).toHaveAttribute('placeholder', '年-月-日 时:分');
  await user.click(screen.getByRole('button', { name: '选择日期时间' }));
  expect(within(screen.getByRole('dialog', { name: '选择日期时间' })).getByLabelText('时')).toHaveValue('18');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('days outside the allowed range cannot be picked', async () => {
  const user = userEvent.setup();
  render(<DateField kind="date" label="To" defaultValue="2026-01-20" min="2026-01-10" />);
  await user.click(screen.getByRole('button', { name: 'Choose a date' }));
  const calendar = screen.getByRole('dialog');
  expect(await within(calendar).findByRole('button', { name: /\b9(th)?\b/ })).toBeDisabled();
  expect(within(calendar).getByRole('button', { name: /\b10(th)?\b/ })).toBeEnabled();
});
