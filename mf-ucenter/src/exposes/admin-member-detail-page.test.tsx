import { act, screen, within } from '@testing-library/react';
import type { AdminMemberDetail } from '@shop/contract';
import { i18n, useToastStore } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import { memberDetail, pageOf, walletRow } from '@/testing/admin-members';
import AdminMemberDetailPage from './admin-member-detail-page';

const PATH = '/admin/member/detail';
const URL = `${PATH}?id=1`;

function openMember(routes: Parameters<typeof mockStaffApi>[0] = {}) {
  const calls = mockStaffApi({
    'GET admin/member/detail': ok(memberDetail()),
    'GET admin/member/wallet': ok(pageOf([walletRow(3), walletRow(2, { type: 'expense', kind: 'payment', amount: '59.00', balance_after: '941.00', description: 'Payment for order 2025060100000008', adjusted_by: null })], 12, 1, 10)),
    ...routes,
  });
  return { calls, ...renderPage(AdminMemberDetailPage, { path: PATH, url: URL }) };
}

describe('back office: member detail', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows the profile, holdings, last orders linking to their back-office page, and the ledger with who adjusted it', async () => {
    signInStaff(['member.view']);
    openMember();
    expect(screen.getByRole('status', { name: 'Loading the member' })).toBeInTheDocument();
    const profile = await screen.findByRole('region', { name: 'Member profile' });
    expect(within(profile).getByTestId('member-balance')).toHaveTextContent('¥1000.00');
    expect(profile).toHaveTextContent('3 unused · 1 used · 2 expired');
    expect(screen.getByRole('link', { name: 'View order 2025060100000008' })).toHaveAttribute('href', '/admin/order/detail?id=8');
    expect(screen.getByRole('table', { name: 'Recent orders' })).toHaveTextContent('Pending shipment');
    const ledger = await screen.findByRole('table', { name: 'Wallet ledger' });
    const [, adjusted, payment] = within(ledger).getAllByRole('row');
    expect(adjusted).toHaveTextContent(/^Adjustment\+¥10\.00.*Adjusted by the shop: Late parcel.*operator/);
    expect(payment).toHaveTextContent(/^Order payment−¥59\.00/);
    expect(screen.getByRole('navigation', { name: /Pag/ })).toBeInTheDocument();
  });

  it('offers no adjustment to a role without wallet.adjust', async () => {
    signInStaff(['member.view']);
    openMember();
    await screen.findByRole('region', { name: 'Member profile' });
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
  });

  it('adjusts the balance: checks the fields first, sends the adjustment, then shows the new balance', async () => {
    signInStaff(['member.view', 'wallet.adjust']);
    let balance = '1000.00';
    const { calls, user } = openMember({
      'GET admin/member/detail': () => ok<AdminMemberDetail>(memberDetail({ balance })),
      'POST admin/member/wallet/adjust': () => {
        balance = '1010.00';
        return ok({ member_id: 1, balance, row: walletRow(9) });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust the balance of Demo' });
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount (yuan)' })).toHaveAccessibleDescription('Enter an amount from 0.01 to 100000.00 yuan, with at most two decimals');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Please enter the reason');
    expect(calls.some((call) => call.route === 'POST admin/member/wallet/adjust')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (yuan)' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Late parcel');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Balance adjusted: now ¥1010.00')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/member/wallet/adjust')!.body).toEqual({ member_id: 1, direction: 'income', amount: '10', note: 'Late parcel' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByTestId('member-balance')).toHaveTextContent('¥1010.00');
  });

  it('shows the server’s refusal under the amount, in place', async () => {
    signInStaff(['wallet.adjust', 'member.view']);
    const { user } = openMember({ 'POST admin/member/wallet/adjust': refused('The balance is 1000.00 yuan: it cannot go below 0', { field: 'amount' }) });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Take from the balance' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (yuan)' }), '2000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The balance is 1000.00 yuan: it cannot go below 0');
    expect(within(dialog).getByRole('textbox', { name: 'Amount (yuan)' })).toHaveFocus();
  });

  it('says a reason too long, and toasts a refusal naming no field, keeping the dialog open', async () => {
    signInStaff(['wallet.adjust', 'member.view']);
    const { calls, user } = openMember({ 'POST admin/member/wallet/adjust': refused('Adjustments are closed for the night') });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust the balance of Demo' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (yuan)' }), '5');
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('The reason may be at most 100 characters');
    expect(calls.some((call) => call.route === 'POST admin/member/wallet/adjust')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Refund by hand');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Adjustments are closed for the night')).toBeInTheDocument();
    expect(useToastStore.getState().items.map((item) => item.message)).toEqual(['Adjustments are closed for the night']);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/member/wallet/adjust')!.body).toEqual({ member_id: 1, direction: 'income', amount: '5', note: 'Refund by hand' });
    expect(screen.getByRole('dialog', { name: 'Adjust the balance of Demo' })).toBeInTheDocument();
  });

  it('says so in place when no member has the id', async () => {
    signInStaff(['member.view']);
    mockStaffApi({ 'GET admin/member/detail': { code: 404, msg: 'Not found', data: null }, 'GET admin/member/wallet': ok(pageOf([])) });
    renderPage(AdminMemberDetailPage, { path: PATH, url: `${PATH}?id=99` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This member does not exist.');
    renderPage(AdminMemberDetailPage, { path: PATH, url: `${PATH}?id=abc` });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('This member does not exist.');
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    signInStaff(['*']);
    openMember();
    expect(await screen.findByRole('button', { name: '调整余额' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '会员资料' })).toHaveTextContent('未使用3 · 已使用1 · 已过期2');
  });
});
