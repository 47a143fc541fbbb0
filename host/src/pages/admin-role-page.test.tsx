import { screen, within } from '@testing-library/react';
import type { StaffRole } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import AdminRolePage from './admin-role-page';

const role = (id: number, code: string, en: string, zh: string, permissions: string[], extra: Partial<StaffRole> = {}): StaffRole => ({
  id,
  code,
  name_en: en,
  name_zh: zh,
  permissions,
  builtin: true,
  staff_count: 1,
  updated_at: '2025-03-01T08:00:00.000Z',
  ...extra,
});

const roles = [
  role(1, 'administrator', 'Administrator', '超级管理员', ['*']),
  role(3, 'warehouse', 'Warehouse', '仓库', ['dashboard.view', 'order.view', 'order.ship']),
  role(6, 'custom_1', 'Auditor', '审计', [], { builtin: false, staff_count: 0 }),
];

beforeEach(() => {
  void i18n.changeLanguage('en-us');
});

it('lists the roles with their permissions as chips; the administrator role is locked', async () => {
  signInStaff(['account.view', 'account.edit']);
  mockStaffApi({ 'GET admin/role/index': ok({ list: roles }) });
  renderPage(AdminRolePage, { path: '/admin/system/role' });
  const table = await screen.findByRole('table', { name: 'Roles' });
  await within(table).findByText('Warehouse');
  const [, administrator, warehouse, auditor] = within(table).getAllByRole('row');
  expect(administrator).toHaveTextContent('Every permission');
  expect(administrator).toHaveTextContent('Built in, cannot be changed');
  expect(within(administrator!).queryByRole('button')).toBeNull();
  expect(within(warehouse!).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['View the dashboard', 'View orders', 'Ship orders']);
  expect(within(warehouse!).queryByRole('button', { name: 'Delete Warehouse' })).toBeNull();
  expect(within(auditor!).getByRole('button', { name: 'Delete Auditor' })).toBeInTheDocument();
});

it('shows no action to a role that may only look', async () => {
  signInStaff(['account.view']);
  mockStaffApi({ 'GET admin/role/index': ok({ list: roles }) });
  renderPage(AdminRolePage, { path: '/admin/system/role' });
  await screen.findByText('Warehouse');
  expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
});

it('creates a role: names checked first, permissions ticked by domain, the list read again', async () => {
  signInStaff(['*']);
  let list = roles;
  const calls = mockStaffApi({
    'GET admin/role/index': () => ok({ list }),
    'POST admin/role/save': (body) => {
      list = [...roles, role(7, 'custom_2', String(body.name_en), String(body.name_zh), body.permissions as string[], { builtin: false, staff_count: 0 })];
      return { code: 1, msg: 'Role saved', data: list[3] };
    },
  });
  const { user } = renderPage(AdminRolePage, { path: '/admin/system/role' });
  await user.click(await screen.findByRole('button', { name: 'New role' }));
  const dialog = screen.getByRole('dialog', { name: 'New role' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Name in Chinese is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Name in English is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Name in Chinese'), '打包员');
  await user.type(within(dialog).getByLabelText('Name in English'), 'Packer');
  const orders = within(dialog).getByRole('group', { name: 'Orders' });
  await user.click(within(orders).getByRole('checkbox', { name: 'View orders' }));
  await user.click(within(orders).getByRole('checkbox', { name: 'Ship orders' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('cell', { name: /Packer/ })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.find((call) => call.route === 'POST admin/role/save')?.body).toEqual({ name_zh: '打包员', name_en: 'Packer', permissions: ['order.view', 'order.ship'] });
  expect(await screen.findByText('Role saved')).toBeInTheDocument();
});

it('asks before deleting, and says why the server refused', async () => {
  signInStaff(['*']);
  mockStaffApi({ 'GET admin/role/index': ok({ list: roles }), 'POST admin/role/delete': refused('Back-office users still hold this role') });
  const { user } = renderPage(AdminRolePage, { path: '/admin/system/role' });
  await user.click(await screen.findByRole('button', { name: 'Delete Auditor' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Delete the role “Auditor”?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Back-office users still hold this role')).toBeInTheDocument();
});

it('offers only what the signed-in user holds: the rest is greyed out with the reason, roles beyond them only to look at', async () => {
  signInStaff(['account.view', 'account.edit', 'order.view']);
  mockStaffApi({ 'GET admin/role/index': ok({ list: roles }) });
  const { user } = renderPage(AdminRolePage, { path: '/admin/system/role' });
  const table = await screen.findByRole('table', { name: 'Roles' });
  await within(table).findByText('Warehouse');
  const [, , warehouse, auditor] = within(table).getAllByRole('row');
  expect(within(warehouse!).queryByRole('button')).toBeNull();
  expect(warehouse).toHaveTextContent('Holds permissions you lack');
  expect(within(auditor!).getByRole('button', { name: 'Edit Auditor' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'New role' }));
  const orders = within(screen.getByRole('dialog', { name: 'New role' })).getByRole('group', { name: 'Orders' });
  expect(within(orders).getByRole('checkbox', { name: 'View orders' })).toBeEnabled();
  const ship = within(orders).getByRole('checkbox', { name: 'Ship orders' });
  expect(ship).toBeDisabled();
  expect(ship).toHaveAccessibleDescription('Greyed-out permissions are ones you do not hold yourself: you cannot grant them.');
});

it('greys nothing out for a holder of every permission', async () => {
  signInStaff(['*']);
  mockStaffApi({ 'GET admin/role/index': ok({ list: roles }) });
  const { user } = renderPage(AdminRolePage, { path: '/admin/system/role' });
  await user.click(await screen.findByRole('button', { name: 'New role' }));
  const dialog = screen.getByRole('dialog', { name: 'New role' });
  expect(within(dialog).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).disabled)).toEqual([]);
  expect(within(dialog).queryByText(/Greyed-out/)).toBeNull();
});
