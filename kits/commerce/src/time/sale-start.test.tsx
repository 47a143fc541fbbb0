import { act, render, screen } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { SaleStart, saleStartParts } from './sale-start';

describe('the start of a sale', () => {
  // 2025-06-01 23:30 in China.
  const now = '2025-06-01T15:30:00.000Z';

  it('is worded by the China calendar day, whatever the reader’s zone', () => {
    expect(saleStartParts('2025-06-01T15:45:00.000Z', now)).toEqual({ when: 'today', date: '06-01', time: '23:45' });
    // Ten minutes later in UTC is already the 2nd in China.
    expect(saleStartParts('2025-06-01T16:10:00.000Z', now)).toEqual({ when: 'tomorrow', date: '06-02', time: '00:10' });
    expect(saleStartParts('2025-06-03T02:00:00.000Z', now)).toEqual({ when: 'later', date: '06-03', time: '10:00' });
  });

  it('says it in the shopper’s language', async () => {
    await act(() => i18n.changeLanguage('en-us'));
    const { rerender } = render(<SaleStart startsAt="2025-06-02T02:00:00.000Z" now={now} />);
    expect(screen.getByText('Starts tomorrow 10:00')).toHaveAttribute('datetime', '2025-06-02T02:00:00.000Z');
    await act(() => i18n.changeLanguage('zh-cn'));
    rerender(<SaleStart startsAt="2025-06-05T02:00:00.000Z" now={now} />);
    expect(screen.getByText('06-05 10:00 开抢')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-us'));
  });
});
