import { act, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import { couponRow, pageOf } from '@/testing/admin-members';
import AdminCouponPage from './admin-coupon-page';

const PATH = '/admin/member/coupon';
const discount = couponRow(2, { name: { zh: '会员折扣券', en: 'Member discount' }, type: 'discount', denomination: null, discount: '8.5', min_amount: '0.00', total_quantity: null, claimable: false, state: 'stopped', issued: 0, used: 0 });

function openCoupons(routes: Parameters<typeof mockStaffApi>[0] = {}) {
  const calls = mockStaffApi({ 'GET admin/coupon/index': ok(pageOf([couponRow(1), discount])), ...routes });
  return { calls, ...renderPage(AdminCouponPage, { path: PATH }) };
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const posted = (calls: ReturnType<typeof mockStaffApi>, route: string) => calls.filter((call) => call.route === route).map((call) => call.body);

describe('back office: coupons', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('lists each template’s terms, validity, reach and counts; a role without coupon.edit changes nothing', async () => {
    signInStaff(['coupon.view']);
    openCoupons();
    const full = await rowOf('20 off orders over 199');
    expect(full).toHaveTextContent('¥20.00 off');
    expect(full).toHaveTextContent('orders from ¥199.00');
    expect(full).toHaveTextContent('10 of 100');
    expect(full).toHaveTextContent('4 used');
    expect(full).toHaveTextContent('In the coupon centre');
    const member = await rowOf('Member discount');
    expect(member).toHaveTextContent('8.5折');
    expect(member).toHaveTextContent('no threshold');
    expect(member).toHaveTextContent('0 (no limit)');
    expect(screen.queryByRole('button', { name: 'New coupon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('filters on the server by type, status and name', async () => {
    signInStaff(['coupon.view']);
    const { calls, user } = openCoupons();
    await rowOf('Member discount');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'discount');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'stopped');
    await user.type(screen.getByRole('searchbox', { name: 'Coupon name' }), 'member');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Member discount');
    expect(posted(calls, 'GET admin/coupon/index').at(-1)).toEqual({ page: 1, size: 20, sort: 'id', order: 'desc', keyword: 'member', type: 'discount', status: 'stopped' });
  });

  it('creates a coupon: the contract’s rules are checked before it is sent', async () => {
    signInStaff(['coupon.view', 'coupon.edit']);
    const { calls, user } = openCoupons({ 'POST admin/coupon/save': ok(couponRow(3)) });
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (Chinese)' }), '满100减30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (English)' }), '30 off orders over 100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount off (yuan)' }), '30');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Threshold (yuan, order total from)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Threshold (yuan, order total from)' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Threshold (yuan, order total from)' })).toHaveAccessibleDescription('The threshold must be at least the amount off');
    expect(posted(calls, 'POST admin/coupon/save')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Threshold (yuan, order total from)' }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Total quantity (empty: no limit)' }), '500');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Offer in the coupon centre' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coupon saved')).toBeInTheDocument();
    expect(posted(calls, 'POST admin/coupon/save')[0]).toMatchObject({
      name: { zh: '满100减30', en: '30 off orders over 100' },
      type: 'full',
      denomination: '30',
      discount: null,
      min_amount: '200',
      total_quantity: 500,
      per_member_limit: 1,
      category_id: null,
      claimable: true,
    });
  });

  it('keeps the terms of a coupon members hold, and stops claiming one', async () => {
    signInStaff(['*']);
    const { calls, user } = openCoupons({ 'POST admin/coupon/status': (body) => ok(couponRow(1, { claimable: Boolean(body.claimable), state: 'stopped' })) });
    await user.click(await screen.findByRole('button', { name: 'Edit 20 off orders over 199' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit coupon' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount off (yuan)' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Amount off (yuan)' })).toHaveValue('20.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Stop claiming 20 off orders over 199' }));
    expect(await screen.findByText('Claiming stopped')).toBeInTheDocument();
    expect(posted(calls, 'POST admin/coupon/status')).toEqual([{ id: 1, claimable: false }]);
  });

  it('issues a coupon to members by username and says who was skipped and why', async () => {
    signInStaff(['coupon.view', 'coupon.edit']);
    const { calls, user } = openCoupons({
      'POST admin/coupon/issue': ok({ issued: 2, skipped: [{ member: 'ghost', reason: 'unknown_member' }], coupon: couponRow(1, { issued: 12 }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Issue 20 off orders over 199 to members' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue 20 off orders over 199' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(within(dialog).getByRole('textbox', { name: 'Usernames' })).toHaveAccessibleDescription(/Name at least one member/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Usernames' }), 'demo, lily{enter}ghost demo');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('2 issued.')).toBeInTheDocument();
    expect(within(dialog).getByText('ghost: no such member')).toBeInTheDocument();
    expect(posted(calls, 'POST admin/coupon/issue')).toEqual([{ coupon_id: 1, usernames: ['demo', 'lily', 'ghost'] }]);
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    signInStaff(['*']);
    openCoupons();
    expect(await screen.findByText('满199减20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建优惠券' })).toBeInTheDocument();
    expect(await rowOf('满199减20')).toHaveTextContent('领券中心领取中');
  });
});
