import { act, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { later, mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import { activityPage, adminActivity, adminActivityDetail } from '@/features/admin-activity/testing/admin-activity-fixtures';
import AdminActivityListPage from './admin-activity-list-page';

const PATH = '/admin/marketing/activity';

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('back-office activity list', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows skeleton rows, then each activity with its product, status, window, price and stock', async () => {
    signInStaff(['activity.view']);
    const answer = later();
    mockStaffApi({ 'GET admin/activity/index': answer.handler });
    renderPage(AdminActivityListPage, { path: PATH, url: `${PATH}?type=limit` });
    expect(screen.getByRole('table', { name: 'Limited offers activities' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.release(ok(activityPage([adminActivity(1, { title: { zh: '衬衫限购', en: 'Shirt, 2 each' } }), adminActivity(2, { enabled: false, state: 'ended' })]))));

    await screen.findByRole('link', { name: 'Shirt, 2 each' });
    const shirt = row('Shirt, 2 each');
    expect(shirt).toHaveTextContent('Linen shirt');
    expect(shirt).toHaveTextContent('ID 5');
    expect(within(shirt).getByText('On sale')).toBeInTheDocument();
    expect(shirt).toHaveTextContent('¥79.00');
    expect(within(shirt).getByRole('cell', { name: '40' })).toBeInTheDocument();
    expect(within(row('Activity 2')).getByText('Stopped')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Limited offers' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists another type from its tab, and keeps the tab in the URL', async () => {
    signInStaff(['activity.view']);
    const calls = mockStaffApi({ 'GET admin/activity/index': ({ type }) => ok(activityPage(type === 'bargain' ? [adminActivity(3, { type: 'bargain', title: { zh: '砍价', en: 'Kettle bargain' } })] : [])) });
    const { user } = renderPage(AdminActivityListPage, { path: PATH });
    expect(await screen.findByText('No Group buying activities yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bargain' }));
    expect(await screen.findByRole('link', { name: 'Kettle bargain' })).toHaveAttribute('href', `${PATH}/edit?id=3`);
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?type=bargain`);
    expect(calls.map((call) => call.body.type)).toEqual(['group', 'bargain']);
  });

  it('lets an operator stop an activity after confirming, and start a stopped one', async () => {
    signInStaff(['activity.view', 'activity.edit']);
    let enabled = true;
    mockStaffApi({
      'GET admin/activity/index': () => ok(activityPage([adminActivity(1, { enabled, state: enabled ? 'selling' : 'ended' })])),
      'POST admin/activity/stop': () => ((enabled = false), ok(adminActivityDetail(1, { enabled: false, state: 'ended' }))),
      'POST admin/activity/start': () => ((enabled = true), ok(adminActivityDetail(1))),
    });
    const { user } = renderPage(AdminActivityListPage, { path: `${PATH}` });
    await user.click(await screen.findByRole('button', { name: 'Stop Activity 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Stop this activity?' });
    expect(dialog).toHaveTextContent('no longer be able to buy in “Activity 1”');
    await user.click(within(dialog).getByRole('button', { name: 'Stop it' }));
    expect(await screen.findByText('The activity has stopped')).toBeInTheDocument();
    expect(await within(row('Activity 1')).findByText('Stopped')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Activity 1' }));
    expect(await screen.findByText('The activity has started')).toBeInTheDocument();
    expect(await within(row('Activity 1')).findByText('On sale')).toBeInTheDocument();
  });

  it('shows no New, Start or Stop button to someone who may only look', async () => {
    signInStaff(['activity.view']);
    mockStaffApi({ 'GET admin/activity/index': ok(activityPage([adminActivity(1)])) });
    renderPage(AdminActivityListPage, { path: PATH });
    expect(await screen.findByRole('link', { name: 'Edit Activity 1' })).toHaveAttribute('href', `${PATH}/edit?id=1`);
    expect(screen.queryByRole('button', { name: /Stop/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New activity' })).not.toBeInTheDocument();
  });

  it('offers a new activity of the tab’s type to an operator', async () => {
    signInStaff(['*']);
    mockStaffApi({ 'GET admin/activity/index': ok(activityPage([])) });
    renderPage(AdminActivityListPage, { path: PATH, url: `${PATH}?type=point` });
    expect(await screen.findByRole('link', { name: 'New activity' })).toHaveAttribute('href', `${PATH}/edit?type=point`);
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signInStaff(['*']);
    mockStaffApi({ 'GET admin/activity/index': ok(activityPage([adminActivity(1)])) });
    renderPage(AdminActivityListPage, { path: PATH });
    expect(await screen.findByRole('link', { name: '活动1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '拼团' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '停用活动1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新建活动' })).toBeInTheDocument();
  });
});
