import { act, screen, within } from '@testing-library/react';
import { INVOICE_HEADERS_MAX, type InvoicedOrder, type InvoiceHeader } from '@shop/contract';
import { i18n, useToastStore } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { currentUrl } from '@/testing/location';
import InvoicePage from './invoice-page';

const PATH = '/ucenter/invoice/index';

const company: InvoiceHeader = { id: 1, header_type: 'enterprise', header: 'Acme Ltd', tax_no: '91310000MA1FL8XQ2T', phone: '13800138000', email: 'tax@acme.cn', invoice_type: 'special', is_default: true };
const person: InvoiceHeader = { id: 2, header_type: 'person', header: 'Li Lei', tax_no: null, phone: '13900139000', email: 'li@example.com', invoice_type: 'normal', is_default: false };

const invoiced = (n: number, extra: Partial<InvoicedOrder> = {}): InvoicedOrder => ({
  order_id: n,
  order_no: `20250302100000${n}`,
  created_at: '2025-03-02T10:00:05.000Z',
  header_type: 'enterprise',
  header: 'Acme Ltd',
  invoice_type: 'special',
  amount: '129.80',
  state: 'pending',
  ...extra,
});
const page = (list: InvoicedOrder[], extra: { page?: number; total?: number } = {}) => ({ list, page: 1, size: 10, total: list.length, ...extra });

const posts = (calls: { route: string; body: Record<string, unknown> }[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);

function openBox(headers: InvoiceHeader[], extra: Parameters<typeof mockApi>[0] = {}, url = PATH) {
  signIn();
  let answer = headers;
  const calls = mockApi({ 'GET invoice/index': () => ok({ list: answer }), ...extra });
  return { calls, ...renderPage(InvoicePage, { path: PATH, url }), answerWith: (next: InvoiceHeader[]) => (answer = next) };
}

describe('invoice page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('lists the saved headers, the default first, with type, tax number and invoice type', async () => {
    openBox([company, person]);
    expect(screen.getByRole('tab', { name: 'Invoice headers' })).toHaveAttribute('aria-selected', 'true');
    const first = await screen.findByRole('listitem', { name: 'Acme Ltd' });
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(first).getByText('Enterprise')).toBeInTheDocument();
    expect(within(first).getByText('Special VAT invoice')).toBeInTheDocument();
    expect(within(first).getByText('Tax No. 91310000MA1FL8XQ2T · 13800138000 · tax@acme.cn')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Li Lei' })).getByText('Personal')).toBeInTheDocument();
  });

  it('says when there is no header yet', async () => {
    openBox([]);
    expect(await screen.findByText(/You have no saved invoice headers yet/)).toBeInTheDocument();
  });

  it('adds an enterprise header: the tax number is asked for and checked, the phone in the spec’s words', async () => {
    const saved = { ...company, id: 3, header: 'Blue Sky Co', is_default: false };
    const { calls, user, answerWith } = openBox([company], {
      'POST invoice/save': () => {
        answerWith([company, saved]);
        return ok(saved);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add invoice header' }));
    const form = screen.getByRole('form', { name: 'New invoice header' });
    expect(within(form).queryByLabelText('Tax number')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Enterprise' }));
    await user.type(within(form).getByLabelText('Invoice header'), 'Blue Sky Co');
    await user.type(within(form).getByLabelText('Tax number'), '12-34');
    await user.type(within(form).getByLabelText('Phone'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save header' }));
    expect(await within(form).findByText('Tax number is not valid')).toBeInTheDocument();
    expect(within(form).getByText('The invoice phone number is incorrect')).toBeInTheDocument();
    expect(within(form).getByText('Receiving email is required')).toBeInTheDocument();
    expect(posts(calls, 'POST invoice/save')).toEqual([]);

    await user.clear(within(form).getByLabelText('Tax number'));
    await user.type(within(form).getByLabelText('Tax number'), '91310000MA1FL8XQ2T');
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '13800138000');
    await user.type(within(form).getByLabelText('Receiving email'), 'tax@acme.cn');
    await user.click(within(form).getByRole('radio', { name: 'Special VAT invoice' }));
    await user.click(within(form).getByRole('button', { name: 'Save header' }));
    expect(await screen.findByText('Invoice header saved')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Blue Sky Co' })).toBeInTheDocument();
    expect(posts(calls, 'POST invoice/save')).toEqual([
      { header_type: 'enterprise', header: 'Blue Sky Co', tax_no: '91310000MA1FL8XQ2T', phone: '13800138000', email: 'tax@acme.cn', invoice_type: 'special', is_default: false },
    ]);
  });

  it('edits a header, sends no tax number for a person, and shows a refusal naming a field under it', async () => {
    let attempt = 0;
    const { calls, user } = openBox([company, person], {
      'POST invoice/save': () => (++attempt === 1 ? refused('Invoice header is too long', { field: 'header' }) : ok(person)),
    });
    await user.click(within(await screen.findByRole('listitem', { name: 'Li Lei' })).getByRole('button', { name: 'Edit the header Li Lei' }));
    const form = screen.getByRole('form', { name: 'Edit invoice header' });
    expect(within(form).getByLabelText('Invoice header')).toHaveValue('Li Lei');
    await user.click(within(form).getByRole('button', { name: 'Save header' }));
    expect(await within(form).findByText('Invoice header is too long')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save header' }));
    expect(await screen.findByText('Invoice header saved')).toBeInTheDocument();
    expect(posts(calls, 'POST invoice/save')[1]).toEqual({ id: 2, header_type: 'person', header: 'Li Lei', phone: '13900139000', email: 'li@example.com', invoice_type: 'normal', is_default: false });
  });

  it('toasts a refusal naming no field once, keeping what was typed', async () => {
    const { user } = openBox([company, person], { 'POST invoice/save': refused(`You can keep at most ${INVOICE_HEADERS_MAX} invoice headers`) });
    await user.click(within(await screen.findByRole('listitem', { name: 'Li Lei' })).getByRole('button', { name: 'Edit the header Li Lei' }));
    const form = screen.getByRole('form', { name: 'Edit invoice header' });
    await user.clear(within(form).getByLabelText('Invoice header'));
    await user.type(within(form).getByLabelText('Invoice header'), 'Li Lei Jr');
    await user.click(within(form).getByRole('button', { name: 'Save header' }));
    expect(await screen.findByText(`You can keep at most ${INVOICE_HEADERS_MAX} invoice headers`)).toBeInTheDocument();
    expect(useToastStore.getState().items.map((item) => item.message)).toEqual([`You can keep at most ${INVOICE_HEADERS_MAX} invoice headers`]);
    expect(within(form).getByLabelText('Invoice header')).toHaveValue('Li Lei Jr');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('words the problems in Chinese, an enterprise’s missing tax number included', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    const { calls, user } = openBox([company]);
    await user.click(await screen.findByRole('button', { name: '新增发票抬头' }));
    const form = screen.getByRole('form', { name: '新增发票抬头' });
    await user.click(within(form).getByRole('radio', { name: '企业' }));
    await user.type(within(form).getByLabelText('联系电话'), '12345');
    await user.type(within(form).getByLabelText('收票邮箱'), 'not-mail');
    await user.click(within(form).getByRole('button', { name: '保存抬头' }));
    expect(within(form).getByLabelText('发票抬头')).toHaveAccessibleDescription('发票抬头不能为空');
    expect(within(form).getByLabelText('税号')).toHaveAccessibleDescription('税号不能为空');
    expect(within(form).getByLabelText('联系电话')).toHaveAccessibleDescription('发票联系电话不正确');
    expect(within(form).getByLabelText('收票邮箱')).toHaveAccessibleDescription('邮箱地址不正确');
    expect(within(form).getByLabelText('发票抬头')).toHaveFocus();
    expect(posts(calls, 'POST invoice/save')).toEqual([]);
  });

  it('sets another header as the default, and deletes one once asked', async () => {
    const { calls, user } = openBox([company, person], { 'POST invoice/delete': ok(null), 'POST invoice/default': ok(null) });
    await user.click(within(await screen.findByRole('listitem', { name: 'Li Lei' })).getByRole('button', { name: 'Set Li Lei as the default header' }));
    expect(await screen.findByText('Default invoice header set')).toBeInTheDocument();
    await user.click(within(screen.getByRole('listitem', { name: 'Li Lei' })).getByRole('button', { name: 'Delete the header Li Lei' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this invoice header?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoice header deleted')).toBeInTheDocument();
    expect([posts(calls, 'POST invoice/default'), posts(calls, 'POST invoice/delete')]).toEqual([[{ id: 2 }], [{ id: 2 }]]);
  });

  it('stops offering to add a header at the cap', async () => {
    openBox(Array.from({ length: INVOICE_HEADERS_MAX }, (_, n) => ({ ...person, id: n + 1, header: `H${n}` })));
    expect(await screen.findByText(`You keep the most invoice headers allowed (${INVOICE_HEADERS_MAX}); delete one to add another.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add invoice header' })).toBeDisabled();
  });

  it('lists the invoiced orders with their state, each leading to its order, paged in the URL', async () => {
    const second = later();
    const { calls, user } = openBox([], {
      'GET invoice/orders': (query) =>
        query.page === 2
          ? second.handler()
          : ok(page([invoiced(1), invoiced(2, { state: 'issued', header_type: 'person', header: 'Li Lei', invoice_type: 'normal' }), invoiced(3, { state: 'cancelled' }), invoiced(4, { state: 'refunded' })], { total: 14 })),
    });
    await user.click(screen.getByRole('tab', { name: 'Invoiced orders' }));
    expect(currentUrl()).toBe('/ucenter/invoice/index?tab=orders');
    const table = await screen.findByRole('table', { name: 'Orders with an invoice' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['To be issued', 'Issued', 'Cancelled', 'Refunded']);
    expect(within(rows[1]!).getByText('Li Lei')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Normal invoice')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('129.80 yuan')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: '202503021000001' })).toHaveAttribute('href', '/ucenter/order/detail?id=1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(currentUrl()).toBe('/ucenter/invoice/index?tab=orders&page=2');
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await act(async () => second.release(ok(page([invoiced(11)], { page: 2, total: 14 }))));
    expect(await screen.findByRole('link', { name: '2025030210000011' })).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'GET invoice/orders').map((call) => call.body)).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
  });

  it('says when no order asked for an invoice', async () => {
    openBox([], { 'GET invoice/orders': ok(page([])) }, `${PATH}?tab=orders`);
    expect(await screen.findByText('None of your orders asked for an invoice yet.')).toBeInTheDocument();
  });
});
