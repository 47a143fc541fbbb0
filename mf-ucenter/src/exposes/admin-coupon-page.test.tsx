import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n, useToastStore } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
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

  it('says each problem under its input, in the form’s words where it has them', async () => {
    signInStaff(['coupon.view', 'coupon.edit']);
    const { calls, user } = openCoupons();
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'New coupon' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.clear(box('Threshold (yuan, order total from)'));
    await user.clear(box('Per member'));
    await user.type(box('Total quantity (empty: no limit)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(box('Name (Chinese)')).toHaveAccessibleDescription('Name (Chinese) is required');
    expect(box('Amount off (yuan)')).toHaveAccessibleDescription('Amount off (yuan) is required');
    expect(box('Threshold (yuan, order total from)')).toHaveAccessibleDescription('Threshold (yuan, order total from) is required');
    expect(box('Per member')).toHaveAccessibleDescription('Per member is required');
    expect(box('Total quantity (empty: no limit)')).toHaveAccessibleDescription('Total quantity (empty: no limit) is too small');
    expect(box('Name (Chinese)')).toHaveFocus();

    await user.type(box('Name (Chinese)'), 'x'.repeat(61));
    await user.type(box('Amount off (yuan)'), '0.001');
    await user.type(box('Threshold (yuan, order total from)'), 'ten');
    await user.type(box('Per member'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(box('Name (Chinese)')).toHaveAccessibleDescription('Name (Chinese) is too long');
    expect(box('Amount off (yuan)')).toHaveAccessibleDescription('Enter an amount off from 0.01 to 100000.00 yuan, with at most two decimals');
    expect(box('Threshold (yuan, order total from)')).toHaveAccessibleDescription('Enter a threshold from 0.00 to 100000.00 yuan, with at most two decimals');
    expect(box('Per member')).toHaveAccessibleDescription('Per member is too large');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'discount');
    await user.type(box('Discount (折, 8.5 pays 85%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(box('Discount (折, 8.5 pays 85%)')).toHaveAccessibleDescription('Enter a discount from 0.1 to 9.9, with at most one decimal');
    expect(posted(calls, 'POST admin/coupon/save')).toEqual([]);
  });

  it('says the end must follow the start, and shows a refusal under the name it blames or as a message', async () => {
    signInStaff(['coupon.view', 'coupon.edit']);
    let attempt = 0;
    const { calls, user } = openCoupons({
      'POST admin/coupon/save': () => (++attempt === 1 ? refused('Another coupon has this name', { field: 'name.zh' }) : refused('Coupons cannot be saved just now')),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit 20 off orders over 199' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit coupon' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name });
    const validFrom = within(dialog).getByLabelText('Valid from');
    const validUntil = within(dialog).getByLabelText('Valid until');
    const until = (validUntil as HTMLInputElement).value;
    await user.clear(validUntil);
    await user.type(validUntil, (validFrom as HTMLInputElement).value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(validUntil).toHaveAccessibleDescription('The end must come after the start');
    expect(posted(calls, 'POST admin/coupon/save')).toEqual([]);

    await user.clear(validUntil);
    await user.type(validUntil, until);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another coupon has this name')).toBeInTheDocument();
    expect(box('Name (Chinese)')).toHaveAccessibleDescription('Another coupon has this name');
    expect(box('Name (Chinese)')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coupons cannot be saved just now')).toBeInTheDocument();
    expect(useToastStore.getState().items.map((item) => item.message)).toEqual(['Coupons cannot be saved just now']);
    expect(posted(calls, 'POST admin/coupon/save')[0]).toEqual({
      id: 1,
      name: { zh: '满199减20', en: '20 off orders over 199' },
      type: 'full',
      denomination: '20.00',
      discount: null,
      min_amount: '199.00',
      start_at: '2025-01-01T00:00:00.000Z',
      end_at: '2030-12-31T15:59:00.000Z',
      claimable: true,
      grant_on_sign_up: false,
      total_quantity: 100,
      per_member_limit: 1,
      category_id: null,
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
    // The dialog then says what was done, with nothing left to submit.
    const outcome = await screen.findByRole('status');
    expect(outcome.closest('[role="dialog"]')).toHaveAccessibleName('Issue 20 off orders over 199');
    expect(within(outcome).getByText('2 issued.')).toBeInTheDocument();
    expect(within(outcome).getByText('ghost: no such member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();
    expect(posted(calls, 'POST admin/coupon/issue')).toEqual([{ coupon_id: 1, usernames: ['demo', 'lily', 'ghost'] }]);
  });

  it('names what is no username, and shows a refusal under the usernames or as a message', async () => {
    signInStaff(['coupon.view', 'coupon.edit']);
    let attempt = 0;
    const { calls, user } = openCoupons({
      'POST admin/coupon/issue': () => (++attempt === 1 ? refused('At most 200 members at once', { field: 'usernames' }) : refused('This coupon has ended')),
    });
    await user.click(await screen.findByRole('button', { name: 'Issue 20 off orders over 199 to members' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue 20 off orders over 199' });
    const names = within(dialog).getByRole('textbox', { name: 'Usernames' });
    await user.type(names, 'demo a! lily x');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(names).toHaveAccessibleDescription(/Not a username: a!, x/);
    expect(names).toHaveFocus();
    await user.click(names);
    await user.paste(Array.from({ length: 200 }, (_, n) => ` member${n}`).join(''));
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(names).toHaveAccessibleDescription(/At most 200 members at once/);
    expect(posted(calls, 'POST admin/coupon/issue')).toEqual([]);

    await user.clear(names);
    await user.type(names, 'demo');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(names).toHaveAccessibleDescription(/At most 200 members at once/));
    expect(useToastStore.getState().items).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('This coupon has ended')).toBeInTheDocument();
    expect(useToastStore.getState().items.map((item) => item.message)).toEqual(['This coupon has ended']);
    expect(posted(calls, 'POST admin/coupon/issue')).toEqual([
      { coupon_id: 1, usernames: ['demo'] },
      { coupon_id: 1, usernames: ['demo'] },
    ]);
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
