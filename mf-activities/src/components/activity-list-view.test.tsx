import { screen, within } from '@testing-library/react';
import { activityPage } from '@/testing/fixtures';
import { renderUi } from '@/testing/render-ui';
import { ActivityListView, type ActivityListResult } from './activity-list-view';
import type { ActivityCard } from '@shop/contract';

const result = (overrides: Partial<ActivityListResult<ActivityCard>>): ActivityListResult<ActivityCard> => ({
  data: undefined,
  isError: false,
  isPlaceholderData: false,
  refetch: jest.fn(),
  ...overrides,
});

describe('ActivityListView', () => {
  it('shows ten placeholder cards while the list loads', () => {
    renderUi(<ActivityListView result={result({})} page={1} onPage={jest.fn()} />);
    const loading = screen.getByRole('status', { name: 'Loading activities' });
    expect(within(loading).getAllByText('', { selector: 'li' })).toHaveLength(10);
  });

  it('offers to try again when the list failed', async () => {
    const refetch = jest.fn();
    const { user } = renderUi(<ActivityListView result={result({ isError: true, refetch })} page={1} onPage={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says there is nothing here and offers the catalogue', () => {
    renderUi(<ActivityListView result={result({ data: activityPage(0) })} page={1} onPage={jest.fn()} emptyMessage="No group deals today." />);
    expect(screen.getByText('No group deals today.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all goods' })).toHaveAttribute('href', '/goods/index');
  });

  it('shows the cards and pages through them', async () => {
    const onPage = jest.fn();
    const { user } = renderUi(<ActivityListView result={result({ data: activityPage(20, 'group', { total: 45 }) })} page={1} onPage={onPage} />);
    expect(screen.getAllByRole('link', { name: /^Activity \d+$/ })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
