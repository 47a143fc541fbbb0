import { act, screen, within } from '@testing-library/react';
import type { AdminMemberListAnswer } from '@shop/contract';
import { i18n } from '@shop/shared';
import { later, mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import { expectUrl } from '@/testing/location';
import { memberRow, pageOf } from '@/testing/admin-members';
import AdminMemberListPage from './admin-member-list-page';

const PATH = '/admin/member/index';
const queries = (calls: ReturnType<typeof mockStaffApi>) => calls.filter((call) => call.route === 'GET admin/member/index').map((call) => call.body);

describe('back office: member list', () => {
  beforeEach(() => signInStaff(['member.view']));
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows skeleton rows, then each member with a masked phone, money in yuan and a link to their page', async () => {
    const answer = later();
    mockStaffApi({ 'GET admin/member/index': answer.handler });
    renderPage(AdminMemberListPage, { path: PATH });
    expect(screen.getByRole('table', { name: 'Members' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.release(ok<AdminMemberListAnswer>(pageOf([memberRow(7, { username: 'lily', nickname: 'Lily', balance: '12.50' })]))));
    const row = (await screen.findByRole('cell', { name: /lily/ })).closest('tr')!;
    expect(row).toHaveTextContent('138****8000');
    expect(row).toHaveTextContent('¥12.50');
    expect(within(row).getByRole('link', { name: 'View Lily' })).toHaveAttribute('href', '/admin/member/detail?id=7');
  });

  it('asks the server for the sort and the filters, keeping them in the URL, and says when nothing matches', async () => {
    const calls = mockStaffApi({ 'GET admin/member/index': (query) => ok(pageOf(query.keyword === 'nobody' ? [] : [memberRow(1)], query.keyword === 'nobody' ? 0 : 45)) });
    const { user } = renderPage(AdminMemberListPage, { path: PATH });
    await screen.findByRole('link', { name: 'View Nick 1' });
    expect(queries(calls)[0]).toEqual({ page: 1, size: 20, sort: 'created_at', order: 'desc' });
    await user.click(within(screen.getByRole('columnheader', { name: /Balance/ })).getByRole('button'));
    await expectUrl(`${PATH}?sort=balance&order=desc`);
    await user.type(screen.getByRole('searchbox', { name: 'Username, nickname or phone' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No members match these filters.')).toBeInTheDocument();
    expect(queries(calls).at(-1)).toEqual({ page: 1, size: 20, sort: 'balance', order: 'desc', keyword: 'nobody' });
  });

  it('shows the applied filters, and Reset clears them all', async () => {
    const calls = mockStaffApi({ 'GET admin/member/index': ok(pageOf([memberRow(1)])) });
    const { user } = renderPage(AdminMemberListPage, { path: PATH, url: `${PATH}?keyword=lily&registered_from=2025-05-01` });
    await screen.findByRole('link', { name: 'View Nick 1' });
    const filters = screen.getByRole('search', { name: 'Filter members' });
    expect(within(filters).getByRole('searchbox', { name: 'Username, nickname or phone' })).toHaveValue('lily');
    expect(within(filters).getByLabelText('Registered from')).toHaveValue('2025-05-01');
    expect(queries(calls)[0]).toEqual({ page: 1, size: 20, sort: 'created_at', order: 'desc', keyword: 'lily', registered_from: '2025-05-01' });
    await user.click(within(filters).getByRole('button', { name: 'Reset' }));
    await expectUrl(PATH);
    expect(screen.getByRole('searchbox', { name: 'Username, nickname or phone' })).toHaveValue('');
    expect(queries(calls).at(-1)).toEqual({ page: 1, size: 20, sort: 'created_at', order: 'desc' });
  });

  it('pages through the members on the server', async () => {
    const calls = mockStaffApi({ 'GET admin/member/index': (query) => ok(pageOf([memberRow(Number(query.page))], 45, Number(query.page))) });
    const { user } = renderPage(AdminMemberListPage, { path: PATH, url: `${PATH}?registered_from=2025-05-01` });
    await screen.findByRole('link', { name: 'View Nick 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'View Nick 2' })).toBeInTheDocument();
    expect(queries(calls).at(-1)).toMatchObject({ page: 2, registered_from: '2025-05-01' });
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    mockStaffApi({ 'GET admin/member/index': ok(pageOf([])) });
    renderPage(AdminMemberListPage, { path: PATH });
    expect(await screen.findByText('没有符合条件的会员。')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /消费金额/ })).toBeInTheDocument();
  });
});
