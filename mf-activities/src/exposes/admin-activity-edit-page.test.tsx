import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import { adminActivityDetail, shirt } from '@/features/admin-activity/testing/admin-activity-fixtures';
import AdminActivityEditPage from './admin-activity-edit-page';

const PATH = '/admin/marketing/activity/edit';

const field = (name: string) => screen.getByLabelText(name);

describe('back-office activity editor', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('creates a limited offer for a product found by its id, with a price and stock per SKU', async () => {
    signInStaff(['activity.view', 'activity.edit']);
    const calls = mockStaffApi({
      'GET goods/view': ok(shirt()),
      'POST admin/activity/save': ok(adminActivityDetail(9)),
      'GET admin/activity/detail': ok(adminActivityDetail(9)),
    });
    const { user } = renderPage(AdminActivityEditPage, { path: PATH, url: `${PATH}?type=limit` });
    expect(field('Type')).toHaveValue('limit');
    expect(screen.getByText('Choose a product to list its SKUs.')).toBeInTheDocument();

    await user.type(field('Title (Chinese)'), '衬衫限购');
    await user.type(field('Title (English)'), 'Shirt, 2 each');
    await user.clear(field('Starts'));
    await user.type(field('Starts'), '2025-07-01T10:00');
    await user.clear(field('Ends'));
    await user.type(field('Ends'), '2025-07-08T10:00');
    await user.clear(field('Limit per member (0 = none)'));
    await user.type(field('Limit per member (0 = none)'), '2');
    await user.type(field('Product ID'), '5');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    expect(await screen.findByTestId('chosen-goods')).toHaveTextContent('Linen shirt');
    expect(screen.getByRole('checkbox', { name: 'Offer White / M' })).toBeChecked();
    expect(field('Activity price of White / L')).toHaveValue('109.00');
    await user.click(screen.getByRole('checkbox', { name: 'Offer White / L' }));
    expect(screen.queryByLabelText('Activity price of White / L')).not.toBeInTheDocument();
    await user.clear(field('Activity price of White / M'));
    await user.type(field('Activity price of White / M'), '79');
    await user.clear(field('Activity stock of White / M'));
    await user.type(field('Activity stock of White / M'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The activity has been created')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?id=9`));
    expect(calls.find((call) => call.route === 'POST admin/activity/save')?.body).toEqual({
      type: 'limit',
      goods_id: 5,
      title: { zh: '衬衫限购', en: 'Shirt, 2 each' },
      starts_at: '2025-07-01T02:00:00.000Z', // 10:00 China time
      ends_at: '2025-07-08T02:00:00.000Z',
      per_member_limit: 2,
      per_order_limit: 0,
      skus: [{ sku_id: 51, price: '79', stock: 40 }],
    });
  });

  it('words what the contract refuses under each field before anything is sent', async () => {
    signInStaff(['*']);
    const calls = mockStaffApi({ 'GET goods/view': ok(shirt()) });
    const { user } = renderPage(AdminActivityEditPage, { path: PATH, url: `${PATH}?type=bargain` });
    await user.clear(field('Ends'));
    await user.type(field('Ends'), '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Choose a product first')).toBeInTheDocument();
    expect(field('Title (English)')).toHaveAccessibleDescription('Please fill this in');

    await user.type(field('Title (Chinese)'), '水壶砍价');
    await user.type(field('Title (English)'), 'Kettle bargain');
    await user.type(field('Product ID'), '5');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Offer White / L' }));
    await user.type(field('Floor price of White / M'), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The floor price must be at least ¥0.01 and below the start price')).toBeInTheDocument();
    expect(field('Ends')).toHaveAccessibleDescription('The end must come after the start');
    expect(calls.some((call) => call.route === 'POST admin/activity/save')).toBe(false);
  });

  it('shows the server’s refusal under the field it names', async () => {
    signInStaff(['*']);
    const inUse = 'Members have bought in this activity: its product and SKUs cannot change';
    mockStaffApi({
      'GET admin/activity/detail': ok(adminActivityDetail(4)),
      'GET goods/view': ok(shirt()),
      'POST admin/activity/save': refused(inUse, { field: 'skus', errors: [{ field: 'skus', message: inUse }] }),
    });
    const { user } = renderPage(AdminActivityEditPage, { path: PATH, url: `${PATH}?id=4` });
    expect(await screen.findByRole('status', { name: 'Loading the activity' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Offer White / L' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
  });

  it('keeps the type, product and SKUs of an activity with sales, and saves its other fields', async () => {
    signInStaff(['*']);
    const calls = mockStaffApi({
      'GET admin/activity/detail': ok(adminActivityDetail(4, { orders: 3 })),
      'GET goods/view': ok(shirt()),
      'POST admin/activity/save': ok(adminActivityDetail(4, { orders: 3, per_member_limit: 5 })),
    });
    const { user } = renderPage(AdminActivityEditPage, { path: PATH, url: `${PATH}?id=4` });
    expect(await screen.findByText(/its type, product and SKUs can no longer change/)).toBeInTheDocument();
    expect(field('Type')).toBeDisabled();
    expect(field('Product ID')).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'Offer White / M' })).toBeDisabled();
    const sold = screen.getByRole('checkbox', { name: 'Offer White / M' }).closest('tr')!;
    expect(within(sold).getByRole('cell', { name: '6' })).toBeInTheDocument();

    await user.clear(field('Limit per member (0 = none)'));
    await user.type(field('Limit per member (0 = none)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The activity has been saved')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/activity/save')?.body).toMatchObject({ id: 4, goods_id: 5, per_member_limit: 5, skus: [{ sku_id: 51, price: '79.00', stock: 40 }] });
  });

  it('offers the daily slots for a flash sale and asks for one', async () => {
    signInStaff(['*']);
    mockStaffApi({
      'GET admin/activity/slots': ok({ list: [{ id: 1, start_minute: 600, duration_minutes: 120, label: '10:00-12:00' }, { id: 2, start_minute: 1200, duration_minutes: 120, label: '20:00-22:00' }] }),
    });
    const { user } = renderPage(AdminActivityEditPage, { path: PATH, url: `${PATH}?type=second` });
    const slot = await screen.findByRole('combobox', { name: 'Daily flash-sale slot' });
    expect(within(slot).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a slot', '10:00-12:00', '20:00-22:00']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(slot).toHaveAccessibleDescription('Please fill this in');
  });

  it('shows everything but no Save button to someone who may only look', async () => {
    signInStaff(['activity.view']);
    mockStaffApi({ 'GET admin/activity/detail': ok(adminActivityDetail(4)), 'GET goods/view': ok(shirt()) });
    renderPage(AdminActivityEditPage, { path: PATH, url: `${PATH}?id=4` });
    expect(await screen.findByLabelText('Title (English)')).toHaveValue('Activity 4');
    expect(field('Title (English)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says so in place when the activity does not exist', async () => {
    signInStaff(['*']);
    mockStaffApi({ 'GET admin/activity/detail': { code: 404, msg: 'Not found', data: null } });
    renderPage(AdminActivityEditPage, { path: PATH, url: `${PATH}?id=404` });
    expect(await screen.findByText('This activity cannot be found.')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signInStaff(['*']);
    mockStaffApi({});
    const { user } = renderPage(AdminActivityEditPage, { path: PATH, url: `${PATH}?type=group` });
    expect(field('成团人数')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请先选择商品')).toBeInTheDocument();
    expect(field('标题（中文）')).toHaveAccessibleDescription('请填写此项');
  });
});
