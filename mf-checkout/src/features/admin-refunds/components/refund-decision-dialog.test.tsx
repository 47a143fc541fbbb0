import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@shop/shared';
import { createTestQueryClient, mockStaffApi, ok, signInStaff, type ApiCall } from '@shop/shared/testing';
import '@/i18n/messages';
import { adminRefund } from '@/testing/admin-order-fixtures';
import type { Decision } from '../api/decide-refund';
import { RefundDecisionDialog } from './refund-decision-dialog';

const posts = (calls: ApiCall[], decision: Decision) => calls.filter((call) => call.route === `POST admin/refund/${decision}`).map((call) => call.body);

function renderDialog(decision: Decision) {
  signInStaff(['refund.view', 'refund.review']);
  const calls = mockStaffApi({ [`POST admin/refund/${decision}`]: ok(adminRefund(1, { status: decision === 'approve' ? 'approved' : 'rejected' })) });
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RefundDecisionDialog refund={adminRefund(1)} decision={decision} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { calls, onClose, user, dialog: screen.getByRole('dialog') };
}

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

describe('refund decision dialog', () => {
  it('rejects only with a reason, said in Chinese too, and sends it trimmed', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    const { calls, onClose, user, dialog } = renderDialog('reject');
    expect(dialog).toHaveAccessibleName('拒绝售后申请 R20250601001？');
    expect(dialog).toHaveAccessibleDescription('会员将看到您的说明，订单恢复到申请前的状态。');
    const note = within(dialog).getByRole('textbox', { name: '给会员的说明' });
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请填写拒绝原因');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(posts(calls, 'reject')).toEqual([]);
    await user.type(note, ' The seal is broken ');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls, 'reject')).toEqual([{ id: 1, note: 'The seal is broken' }]);
  });

  it('approves without a note', async () => {
    const { calls, onClose, user, dialog } = renderDialog('approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls, 'approve')).toEqual([{ id: 1, note: '' }]);
  });
});
