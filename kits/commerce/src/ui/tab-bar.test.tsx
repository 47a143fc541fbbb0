import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar } from './tab-bar';

const TABS = [
  { id: 'all', label: 'All' },
  { id: 'paid', label: 'Paid' },
  { id: 'sent', label: 'Sent' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function Tabs({ onSelect, reselect }: { onSelect: (tab: Tab) => void; reselect?: boolean }) {
  const [current, setCurrent] = useState<Tab>('all');
  const select = (tab: Tab) => {
    onSelect(tab);
    setCurrent(tab);
  };
  return <TabBar label="Orders" tabs={TABS} current={current} onSelect={select} idPrefix="orders" panelId="panel" reselect={reselect} />;
}

describe('TabBar', () => {
  it('selects by click, arrow keys (wrapping), Home and End, moving focus to the tab', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Tabs onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{End}');
    await user.keyboard('{Home}');
    expect(onSelect.mock.calls).toEqual([['paid'], ['sent'], ['all'], ['sent'], ['all']]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('id', 'orders-tab-all');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-controls', 'panel');
  });

  it('ignores a click on the selected tab unless told to select it again', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const { unmount } = render(<Tabs onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(onSelect).not.toHaveBeenCalled();
    unmount();
    render(<Tabs onSelect={onSelect} reselect />);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(onSelect).toHaveBeenCalledWith('all');
  });
});
