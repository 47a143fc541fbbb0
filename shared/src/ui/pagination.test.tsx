import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';

beforeAll(() => i18n.changeLanguage('en-us'));
import { Pagination, pageSlots } from './pagination';

describe('pageSlots', () => {
  it('lists every page when there are few', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the pages around the current one with gaps', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('marks the current page and disables previous on the first', async () => {
    const onChange = jest.fn();
    render(<Pagination page={1} size={20} total={45} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} size={20} total={3} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
