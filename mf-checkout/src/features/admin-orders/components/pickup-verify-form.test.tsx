import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, Toaster, useToastStore } from '@shop/shared';
import { createTestQueryClient, mockStaffApi, ok, refused, signInStaff, type ApiCall } from '@shop/shared/testing';
import '@/i18n/messages';
import { adminOrder } from '@/testing/admin-order-fixtures';
import { PickupVerifyForm } from './pickup-verify-form';

const verifications = (calls: ApiCall[]) => calls.filter((call) => call.route === 'POST admin/order/pickup/verify').map((call) => call.body);
const toasts = () => useToastStore.getState().items.map((item) => item.message);

function renderForm(answer: Parameters<typeof mockStaffApi>[0][string] = ok(adminOrder({ delivery: 'pickup', status: 3 }))) {
  signInStaff(['order.view', 'order.pickup']);
  const calls = mockStaffApi({ 'POST admin/order/pickup/verify': answer });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PickupVerifyForm orderId={42} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, user };
}

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

describe('pickup verification', () => {
  it('asks for the code, then for eight digits, before sending anything', async () => {
    const { calls, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Verify and hand over' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the pickup code');
    expect(screen.getByRole('textbox', { name: 'Pickup code' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Pickup code' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify and hand over' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A pickup code is 8 digits');
    expect(verifications(calls)).toEqual([]);
  });

  it('says it in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: '核销并交付' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入提货码');
    await user.type(screen.getByRole('textbox', { name: '提货码' }), '12ab');
    await user.click(screen.getByRole('button', { name: '核销并交付' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提货码为8位数字');
  });

  it('sends the code with the order, and says a wrong code under the field', async () => {
    const { calls, user } = renderForm(refused('No pickup order has this pickup code', { field: 'pickup_code' }));
    await user.type(screen.getByRole('textbox', { name: 'Pickup code' }), '11112222');
    await user.click(screen.getByRole('button', { name: 'Verify and hand over' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pickup code' })).toHaveAccessibleDescription('No pickup order has this pickup code'));
    expect(verifications(calls)).toEqual([{ id: 42, pickup_code: '11112222' }]);
    expect(toasts()).toEqual([]);
  });

  it('toasts a refusal about the order rather than the code', async () => {
    const { user } = renderForm(refused('Several ready orders have this code; open the order and verify it there', { field: 'id' }));
    await user.type(screen.getByRole('textbox', { name: 'Pickup code' }), '11112222');
    await user.click(screen.getByRole('button', { name: 'Verify and hand over' }));
    await waitFor(() => expect(toasts()).toEqual(['Several ready orders have this code; open the order and verify it there']));
    expect(screen.getByRole('textbox', { name: 'Pickup code' })).not.toHaveAttribute('aria-invalid');
  });
});
