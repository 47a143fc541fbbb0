import { screen, within } from '@testing-library/react';
import type { AuditLogRow } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import AdminAuditPage from './admin-audit-page';

const shipped: AuditLogRow = {
  id: 31,
  staff_username: 'warehouse',
  action: 'order.ship',
  target_type: 'order',
  target_id: '1042',
  before: { status: 'paid', express: null },
  after: { status: 'shipped', express: 'SF 123' },
  ip: '127.0.0.1',
  created_at: '2025-03-01T08:00:00.000Z',
};

beforeEach(() => {
  void i18n.changeLanguage('en-us');
  signInStaff(['audit.view']);
});

it('opens a change on its before and after, side by side', async () => {
  mockStaffApi({ 'GET admin/audit/index': ok({ list: [shipped], page: 1, size: 20, total: 1 }) });
  const { user } = renderPage(AdminAuditPage, { path: '/admin/system/audit' });
  const toggle = await screen.findByRole('button', { name: 'Before and after of order.ship #31' });
  expect(screen.getByRole('cell', { name: 'order #1042' })).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('figure', { name: 'Before' })).toHaveTextContent('"status": "paid"');
  expect(screen.getByRole('figure', { name: 'After' })).toHaveTextContent('"express": "SF 123"');
  await user.click(toggle);
  expect(screen.queryByRole('figure', { name: 'Before' })).toBeNull();
});

it('filters on the server: who, what, on what, and the days chosen with the last one included', async () => {
  const calls = mockStaffApi({ 'GET admin/audit/index': ok({ list: [], page: 1, size: 20, total: 0 }) });
  const { user } = renderPage(AdminAuditPage, { path: '/admin/system/audit' });
  expect(await screen.findByText('No change matches')).toBeInTheDocument();
  await user.type(screen.getByLabelText('User'), 'warehouse');
  await user.type(screen.getByLabelText('Action'), 'order');
  await user.type(screen.getByLabelText('Target type'), 'order');
  await user.type(screen.getByLabelText('Target id'), '1042');
  await user.type(screen.getByLabelText('From'), '2025-03-01');
  await user.type(screen.getByLabelText('To'), '2025-03-02');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('staff_username=warehouse&action=order&target_type=order&target_id=1042&from=2025-03-01&to=2025-03-02');
  expect(calls.at(-1)?.body).toEqual({
    page: 1,
    size: 20,
    sort: 'created_at',
    order: 'desc',
    staff_username: 'warehouse',
    action: 'order',
    target_type: 'order',
    target_id: '1042',
    from: new Date(2025, 2, 1).toISOString(),
    to: new Date(2025, 2, 3).toISOString(),
  });
  expect(within(screen.getByRole('table', { name: 'Audit log' })).getByText('No change matches')).toBeInTheDocument();
});
