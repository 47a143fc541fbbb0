import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, Toaster } from '@shop/shared';
import { createTestQueryClient, mockStaffApi, ok, refused, signInStaff, type ApiCall } from '@shop/shared/testing';
import '@/i18n/messages';
import { adminOrder } from '@/testing/admin-order-fixtures';
import { ShipDialog } from './ship-dialog';

const ships = (calls: ApiCall[]) => calls.filter((call) => call.route === 'POST admin/order/ship').map((call) => call.body);

function renderDialog(answer: Parameters<typeof mockStaffApi>[0][string]) {
  signInStaff(['order.view', 'order.ship']);
  const calls = mockStaffApi({ 'POST admin/order/ship': answer, 'GET admin/order/detail': ok(adminOrder()) });
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ShipDialog order={adminOrder()} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, onClose, user, dialog: screen.getByRole('dialog', { name: i18n.language === 'zh-cn' ? '订单 202506010042 发货' : 'Ship order 202506010042' }) };
}

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

describe('ship dialog', () => {
  it('starts on the first courier and sends it with the tracking number, trimmed', async () => {
    const { calls, onClose, user, dialog } = renderDialog(ok(adminOrder({ status: 2 })));
    expect(within(dialog).getByRole('combobox', { name: 'Courier company' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), ' SF1234567890 ');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ships(calls)).toEqual([{ id: 42, express_company: 'SF Express', tracking_no: 'SF1234567890' }]);
  });

  it('needs a typed courier when Other is chosen, and words every problem in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    const { calls, user, dialog } = renderDialog(ok(adminOrder()));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '快递公司' }), 'other');
    await user.type(within(dialog).getByRole('textbox', { name: '运单号' }), '12');
    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('快递公司不能为空')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '快递公司名称' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: '运单号' })).toHaveAccessibleDescription('运单号须为6-40位字母、数字或短横线');
    expect(ships(calls)).toEqual([]);
  });

  it('says a refused tracking number under it and stays open to fix it', async () => {
    const { onClose, user, dialog } = renderDialog(refused('This tracking number is already used by another order', { field: 'tracking_no' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'SF1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription('This tracking number is already used by another order'));
    expect(within(dialog).getByRole('textbox', { name: 'Tracking number' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is dismissed with Cancel', async () => {
    const { onClose, user, dialog } = renderDialog(ok(adminOrder()));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
