import { screen, waitFor } from '@testing-library/react';
import { i18n, useStaffStore } from '@shop/shared';
import { later, mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import { warehouseUser } from '@/testing/purview-fixtures';
import { AdminLoginPage } from './admin-login-page';
import { safeAdminRedirect } from './safe-admin-redirect';

beforeEach(() => i18n.changeLanguage('en-us'));

it('checks both fields with the contract’s rules before any call, in the page’s language', async () => {
  const calls = mockStaffApi({});
  const { user } = renderPage(AdminLoginPage, { path: '/admin/login' });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveFocus();
  await user.type(screen.getByLabelText('Username'), 'a b');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('A username is 2 to 20 letters, digits, underscores or Chinese characters')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('says so in Chinese', async () => {
  await i18n.changeLanguage('zh-cn');
  mockStaffApi({});
  const { user } = renderPage(AdminLoginPage, { path: '/admin/login' });
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('用户名不能为空')).toBeInTheDocument();
  expect(screen.getByText('密码不能为空')).toBeInTheDocument();
});

it('signs in, keeps the back-office session apart, and goes back to the page asked for', async () => {
  const answer = later();
  const calls = mockStaffApi({ 'POST admin/login': answer.handler });
  const { user } = renderPage(AdminLoginPage, { path: '/admin/login', url: '/admin/login?redirect=/admin/order/detail?id=4' });
  await user.type(screen.getByLabelText('Username'), 'warehouse');
  await user.type(screen.getByLabelText('Password'), 'warehouse1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  answer.release(ok({ token: 'staff-token', user: warehouseUser }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/order/detail?id=4'));
  expect(calls).toEqual([{ route: 'POST admin/login', body: { username: 'warehouse', password: 'warehouse1234' } }]);
  expect(useStaffStore.getState()).toMatchObject({ token: 'staff-token', user: warehouseUser });
  expect(window.localStorage.getItem('pc_token')).toBeNull();
});

it('says why the server refused, above the button', async () => {
  mockStaffApi({ 'POST admin/login': refused('Account or password incorrect') });
  const { user } = renderPage(AdminLoginPage, { path: '/admin/login' });
  await user.type(screen.getByLabelText('Username'), 'warehouse');
  await user.type(screen.getByLabelText('Password'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Account or password incorrect');
  expect(useStaffStore.getState().token).toBeNull();
});

it('sends a signed-in back-office user on at once', () => {
  signInStaff([], warehouseUser);
  renderPage(AdminLoginPage, { path: '/admin/login', url: '/admin/login?redirect=/admin/goods/index' });
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/goods/index');
});

it('continues only to back-office pages', () => {
  expect(safeAdminRedirect('/admin/order/index?page=2')).toBe('/admin/order/index?page=2');
  for (const elsewhere of [null, '', '/ucenter/index', '//evil.example/admin', 'https://evil.example/admin/x', '/admin/login', '/administrator', '/admin/x\n']) {
    expect(safeAdminRedirect(elsewhere)).toBe('/admin');
  }
});
