import { screen, within } from '@testing-library/react';
import type { StaffAccount, StaffRole } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import AdminStaffPage from './admin-staff-page';

const roles: StaffRole[] = [
  { id: 1, code: 'administrator', name_en: 'Administrator', name_zh: '超级管理员', permissions: ['*'], builtin: true, staff_count: 1, updated_at: '2025-03-01T08:00:00.000Z' },
  { id: 3, code: 'warehouse', name_en: 'Warehouse', name_zh: '仓库', permissions: ['order.view'], builtin: true, staff_count: 1, updated_at: '2025-03-01T08:00:00.000Z' },
];

const account = (id: number, username: string, status: StaffAccount['status'] = 'active'): StaffAccount => ({
  id,
  username,
  name: `${username} name`,
  role: { id: 3, code: 'warehouse', name: 'Warehouse' },
  status,
  last_sign_in_at: null,
  created_at: '2025-03-01T08:00:00.000Z',
});

beforeEach(() => {
  void i18n.changeLanguage('en-us');
  signInStaff(['*']);
});

it('pages, sorts and filters on the server, keeping it all in the address', async () => {
  const calls = mockStaffApi({
    'GET admin/role/index': ok({ list: roles }),
    'GET admin/staff/index': (query) => ok({ list: [account(1, `user${String(query.page)}`)], page: Number(query.page), size: 20, total: 45 }),
  });
  const listCalls = () => calls.filter((call) => call.route === 'GET admin/staff/index');
  const { user } = renderPage(AdminStaffPage, { path: '/admin/system/user' });
  expect(await screen.findByText('user1')).toBeInTheDocument();
  expect(listCalls().at(-1)?.body).toEqual({ page: 1, size: 20, sort: 'created_at', order: 'desc' });
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('user2')).toBeInTheDocument();
  await user.click(within(screen.getByRole('columnheader', { name: /Username/ })).getByRole('button'));
  await user.type(screen.getByLabelText('Search'), 'wang');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Warehouse');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Disabled');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/admin/system/user?sort=username&order=desc&keyword=wang&role_id=3&status=disabled');
  expect(listCalls().at(-1)?.body).toEqual({ page: 1, size: 20, sort: 'username', order: 'desc', keyword: 'wang', role_id: 3, status: 'disabled' });
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByLabelText('Search')).toHaveValue('');
});

it('creates a back-office user: the contract’s checks, the role chosen, the password required', async () => {
  const calls = mockStaffApi({
    'GET admin/role/index': ok({ list: roles }),
    'GET admin/staff/index': ok({ list: [], page: 1, size: 20, total: 0 }),
    'POST admin/staff/save': { code: 1, msg: 'Back-office user saved', data: account(9, 'packer') },
  });
  const { user } = renderPage(AdminStaffPage, { path: '/admin/system/user' });
  expect(await screen.findByText('No back-office user matches')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New user' }));
  const dialog = screen.getByRole('dialog', { name: 'New user' });
  await user.type(within(dialog).getByLabelText('Username'), 'x');
  await user.type(within(dialog).getByLabelText('Password'), 'short');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('A username is 2 to 20 letters, digits, underscores or Chinese characters')).toBeInTheDocument();
  expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Role is required')).toBeInTheDocument();
  expect(within(dialog).getByText('12 to 100 characters, not easy to guess')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Username'));
  await user.type(within(dialog).getByLabelText('Username'), 'packer');
  await user.type(within(dialog).getByLabelText('Name'), 'Pat Packer');
  await user.selectOptions(within(dialog).getByLabelText('Role'), 'Warehouse');
  await user.clear(within(dialog).getByLabelText('Password'));
  await user.type(within(dialog).getByLabelText('Password'), 'a long passphrase');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Back-office user saved')).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'POST admin/staff/save')?.body).toEqual({ username: 'packer', name: 'Pat Packer', role_id: 3, password: 'a long passphrase' });
});

it('edits without a password, disables after asking, and resets a password', async () => {
  const calls = mockStaffApi({
    'GET admin/role/index': ok({ list: roles }),
    'GET admin/staff/index': ok({ list: [account(4, 'wang')], page: 1, size: 20, total: 1 }),
    'POST admin/staff/save': { code: 1, msg: 'Back-office user saved', data: account(4, 'wang') },
    'POST admin/staff/status': { code: 1, msg: 'User disabled', data: account(4, 'wang', 'disabled') },
    'POST admin/staff/password': { code: 1, msg: 'Password changed', data: null },
  });
  const { user } = renderPage(AdminStaffPage, { path: '/admin/system/user' });
  await user.click(await screen.findByRole('button', { name: 'Edit wang' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Edit back-office user' })).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Back-office user saved')).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'POST admin/staff/save')?.body).toEqual({ id: 4, username: 'wang', name: 'wang name', role_id: 3 });

  await user.click(screen.getByRole('button', { name: 'Disable wang' }));
  await user.click(within(screen.getByRole('alertdialog', { name: 'Disable wang?' })).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('User disabled')).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'POST admin/staff/status')?.body).toEqual({ id: 4, status: 'disabled' });

  await user.click(screen.getByRole('button', { name: 'Reset the password of wang' }));
  const reset = screen.getByRole('dialog', { name: 'New password for wang name' });
  await user.type(within(reset).getByLabelText('New password'), 'another passphrase');
  await user.click(within(reset).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'POST admin/staff/password')?.body).toEqual({ id: 4, password: 'another passphrase' });
});

it('offers only the users and roles within the signed-in user’s permissions, and never their own role or status', async () => {
  const keeper = { id: 7, username: 'keeper', name: 'Kim Keeper', role: { id: 5, code: 'custom_1', name: 'Accounts' } };
  signInStaff(['account.view', 'account.edit'], keeper);
  const custom = (id: number, en: string, permissions: string[]): StaffRole => ({ ...roles[1]!, id, code: `custom_${id}`, name_en: en, permissions, builtin: false });
  const inRole = (id: number, username: string, role: StaffAccount['role']): StaffAccount => ({ ...account(id, username), role });
  mockStaffApi({
    'GET admin/role/index': ok({ list: [...roles, custom(5, 'Accounts', ['account.view', 'account.edit']), custom(6, 'Viewers', ['account.view'])] }),
    'GET admin/staff/index': ok({
      list: [inRole(1, 'admin', { id: 1, code: 'administrator', name: 'Administrator' }), account(4, 'wang'), inRole(7, 'keeper', keeper.role), inRole(8, 'helper', { id: 6, code: 'custom_6', name: 'Viewers' })],
      page: 1,
      size: 20,
      total: 4,
    }),
  });
  const { user } = renderPage(AdminStaffPage, { path: '/admin/system/user' });
  const table = await screen.findByRole('table', { name: 'Back-office users' });
  await within(table).findByRole('button', { name: 'Edit helper' });
  const [, admin, wang, self] = within(table).getAllByRole('row');
  for (const beyond of [admin!, wang!]) {
    expect(within(beyond).queryByRole('button')).toBeNull();
    expect(beyond).toHaveTextContent('Their role holds permissions you lack');
  }
  expect(within(self!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit', 'Reset password']);
  expect(within(table).getByRole('button', { name: 'Disable helper' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'New user' }));
  const create = screen.getByRole('dialog', { name: 'New user' });
  const offered = within(create).getByRole('combobox', { name: 'Role' });
  expect(within(offered).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a role', 'Accounts', 'Viewers']);
  expect(offered).toHaveAccessibleDescription('Only roles whose permissions you hold yourself are offered.');
  await user.click(within(create).getByRole('button', { name: 'Cancel' }));

  await user.click(within(self!).getByRole('button', { name: 'Edit keeper' }));
  const own = within(screen.getByRole('dialog', { name: 'Edit back-office user' })).getByRole('combobox', { name: 'Role' });
  expect(within(own).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a role', 'Accounts']);
  expect(own).toHaveAccessibleDescription('You cannot change your own role; another back-office user must do it.');
});
