import { act, screen, waitFor } from '@testing-library/react';
import type { AdminActivityDetail } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, refused, signInStaff } from '@shop/shared/testing';
import { renderUi } from '@/testing/render-ui';
import { activityFormValues } from '../lib/activity-form-values';
import { adminActivityDetail, shirt } from '../testing/admin-activity-fixtures';
import { ActivityForm } from './activity-form';

const PATH = '/admin/marketing/activity/edit';

/** The form over a stored activity of the shirt (White / M offered), as the edit page draws it. */
async function renderForm(overrides: Partial<AdminActivityDetail> = {}, routes: Parameters<typeof mockStaffApi>[0] = {}) {
  signInStaff(['*']);
  const calls = mockStaffApi({ 'GET goods/view': ok(shirt()), ...routes });
  const activity = adminActivityDetail(4, overrides);
  const view = renderUi(<ActivityForm defaultValues={activityFormValues(activity)} activity={activity} />, `${PATH}?id=4`);
  await screen.findByTestId('chosen-goods');
  return { ...view, calls, saves: () => calls.filter((call) => call.route === 'POST admin/activity/save') };
}

const field = (name: string) => screen.getByLabelText(name);

async function retype(user: ReturnType<typeof renderUi>['user'], name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

describe('the activity form', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('words each count: missing when empty, too large above the contract’s most, else to be checked', async () => {
    const { user, saves } = await renderForm({ type: 'group', group_size: 3, window_minutes: 60 });
    await retype(user, 'Limit per member (0 = none)', '');
    await retype(user, 'Limit per order (0 = none)', '-1');
    await retype(user, 'Members per group', '101');
    await retype(user, 'Activity stock of White / M', '2000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(field('Limit per member (0 = none)')).toHaveAccessibleDescription('Please fill this in');
    expect(field('Limit per member (0 = none)')).toHaveFocus();
    expect(field('Limit per order (0 = none)')).toHaveAccessibleDescription('Please check this value');
    expect(field('Members per group')).toHaveAccessibleDescription('This is too large');
    expect(field('Activity stock of White / M')).toHaveAccessibleDescription('This is too large');
    expect(field('Activity stock of White / M')).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toEqual([]);
  });

  it('asks for a group’s settings when they are left empty, and says the limits’ own rule', async () => {
    const { user, saves } = await renderForm({ type: 'group', group_size: 3, window_minutes: 60 });
    await retype(user, 'Members per group', '');
    await retype(user, 'Time to fill a group (minutes)', '');
    await retype(user, 'Limit per order (0 = none)', '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Members per group')).toHaveAccessibleDescription('Please fill this in');
    expect(field('Time to fill a group (minutes)')).toHaveAccessibleDescription('Please fill this in');
    expect(field('Limit per order (0 = none)')).toHaveAccessibleDescription('The per-order limit cannot be above the per-member limit');
    expect(saves()).toEqual([]);
  });

  it('words each price: missing when empty, the contract’s rule for one that does not parse or is zero', async () => {
    const { user } = await renderForm({}, {});
    await user.click(screen.getByRole('checkbox', { name: 'Offer White / L' }));
    await retype(user, 'Activity price of White / M', '');
    await retype(user, 'Activity price of White / L', '9.999');
    await retype(user, 'Activity stock of White / L', 'many');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Activity price of White / M')).toHaveAccessibleDescription('Please fill this in');
    expect(field('Activity price of White / L')).toHaveAccessibleDescription('Enter a price in yuan, at most two decimals and ¥1,000,000.00');
    expect(field('Activity stock of White / L')).toHaveAccessibleDescription('Please fill this in');

    await retype(user, 'Activity price of White / M', '0');
    expect(field('Activity price of White / M')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('checkbox', { name: 'Offer White / L' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Activity price of White / M')).toHaveAccessibleDescription('The price must be at least ¥0.01');
  });

  it('asks for at least one SKU and at least a point per unit', async () => {
    const { user, saves } = await renderForm({ type: 'point' });
    await retype(user, 'Points of White / M', '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Points of White / M')).toHaveAccessibleDescription('At least 1 point per unit');

    await user.click(screen.getByRole('checkbox', { name: 'Offer White / M' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offer at least one SKU')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('sends the save body the contract checked, the chosen type’s settings only', async () => {
    const { user, saves } = await renderForm({ type: 'bargain', helpers_needed: 3, skus: [{ ...adminActivityDetail(4).skus[0]!, floor_price: '10.00' }] }, { 'POST admin/activity/save': ok(adminActivityDetail(4, { type: 'bargain', helpers_needed: 4 })) });
    await retype(user, 'Friends needed to reach the floor price', '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The activity has been saved')).toBeInTheDocument();
    expect(saves()[0]?.body).toEqual({
      id: 4,
      type: 'bargain',
      goods_id: 5,
      title: { zh: '活动4', en: 'Activity 4' },
      starts_at: '2025-06-01T02:00:00.000Z',
      ends_at: '2025-06-08T02:00:00.000Z',
      per_member_limit: 2,
      per_order_limit: 0,
      helpers_needed: 4,
      skus: [{ sku_id: 51, price: '79.00', floor_price: '10.00', stock: 40 }],
    });
  });

  it('shows a refusal naming a field under it, and toasts one naming a field the form does not show', async () => {
    let answer = refused('No product on sale has this ID', { field: 'goods_id' });
    const { user } = await renderForm({}, { 'POST admin/activity/save': () => answer });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No product on sale has this ID')).toBeInTheDocument();
    expect(field('Product ID')).toHaveAttribute('aria-invalid', 'true');

    answer = refused('This SKU is not one of the product’s', { field: 'skus.0.sku_id' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('This SKU is not one of the product’s')).toHaveLength(1));
  });

  it('says it in Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    const { user } = await renderForm({ type: 'group', group_size: 3, window_minutes: 60 });
    await retype(user, '成团人数', '101');
    await retype(user, '每人限购（0 为不限）', '');
    await retype(user, '标题（英文）', '');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(field('成团人数')).toHaveAccessibleDescription('数值过大');
    expect(field('每人限购（0 为不限）')).toHaveAccessibleDescription('请填写此项');
    expect(field('标题（英文）')).toHaveAccessibleDescription('请填写此项');
  });
});
