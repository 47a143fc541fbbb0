import { act, screen, waitFor, within } from '@testing-library/react';
import type { RefundItemInput } from '@shop/contract';
import { i18n, useToastStore } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { expectUrl } from '@/testing/location';
import { mugLine, quote, refundableOrder, refundPage, refundRequest } from '@/testing/refunds';
import RefundPage from './refund-page';

const PATH = '/ucenter/order/refund';
const PHOTO = `/homeapi/upload/file/${'b'.repeat(64)}.png`;

const openRefunds = (url = PATH) => renderPage(RefundPage, { path: PATH, url });
const openApplication = () => openRefunds(`${PATH}?order_id=12`);
const card = (no: string) => screen.findByRole('article', { name: `Request ${no}` });
const toasts = () => useToastStore.getState().items.map((item) => item.message);

/** refund/preview answered from the units asked, as the server would. */
function previewOf(body: Record<string, unknown>) {
  const items = body.items as RefundItemInput[];
  const units = (id: number) => items.find((item) => item.order_item_id === id)?.quantity ?? 0;
  return ok(quote(units(31), units(32)));
}

describe('after-sales list', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('sends visitors to sign-in and back here afterwards', async () => {
    openRefunds();
    await expectUrl('/user/login?redirect=/ucenter/order/refund');
  });

  it('shows skeleton cards, then each request with its goods, amount, reason and progress, member text as text', async () => {
    signIn();
    const answer = later();
    const calls = mockApi({ 'GET refund/index': answer.handler });
    openRefunds();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('After-sales');
    expect(screen.getByRole('status', { name: 'Loading your after-sales requests' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('link', { name: 'After-sales' })).toHaveAttribute('aria-current', 'page');
    await act(async () =>
      answer.release(
        ok(
          refundPage([
            refundRequest(2, { description: '<b>chipped</b>\nboth of them', images: [PHOTO] }),
            refundRequest(1, {
              status: 'approved',
              kind: 'return',
              amount: '206.00',
              freight: '10.00',
              refund_method: 'balance',
              merchant_note: 'Return received',
              handled_at: '2025-06-02T09:30:00+08:00',
            }),
          ]),
        ),
      ),
    );

    const pending = await card('R20250601000002');
    expect(within(pending).getByText('Under review')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Ceramic mug' })).toHaveAttribute('href', '/goods/view?id=7');
    expect(within(pending).getByRole('link', { name: '202506010000012' })).toHaveAttribute('href', '/ucenter/order/detail?id=12');
    expect(pending).toHaveTextContent('¥74.38');
    expect(pending).toHaveTextContent('Arrived damaged');
    expect(within(pending).getByText(/<b>chipped<\/b>/)).toHaveTextContent('<b>chipped</b> both of them');
    expect(pending.querySelector('b')).toBeNull();
    // Shown small as its thumbnail; the link opens the display copy (the bare URL).
    const photo = within(pending).getByRole('img', { name: 'Photo 1 of the request' });
    expect(photo).toHaveAttribute('src', `${PHOTO}?size=thumb`);
    expect(photo.closest('a')).toHaveAttribute('href', PHOTO);
    const steps = within(pending).getByRole('list', { name: 'Request progress' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['✓Submitted (done)2025-06-01 10:00:00', '2Shop review', '3Refunded']);
    expect(within(steps).getByText('Shop review').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(pending).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();

    const approved = await card('R20250601000001');
    expect(approved).toHaveTextContent('Refunded');
    expect(approved).toHaveTextContent('incl. ¥10.00 freight');
    expect(approved).toHaveTextContent('Return and refund');
    expect(approved).toHaveTextContent('Return received');
    expect(approved).toHaveTextContent('Paid back to your wallet');
    expect(within(approved).queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    const done = within(approved).getByRole('list', { name: 'Request progress' });
    expect(within(done).getAllByRole('listitem').at(-1)).toHaveTextContent('Refunded (done)2025-06-02 09:30:00');
    expect(calls[0]?.body).toEqual({ page: 1, size: 10 });
  });

  it('cancels a pending request only once confirmed, then shows it cancelled', async () => {
    signIn();
    let cancelled = false;
    const calls = mockApi({
      'GET refund/index': () => ok(refundPage([refundRequest(2, cancelled ? { status: 'cancelled', cancelled_at: '2025-06-01T11:00:00+08:00' } : {})])),
      'POST refund/cancel': () => {
        cancelled = true;
        return ok(refundRequest(2, { status: 'cancelled' }));
      },
    });
    const { user } = openRefunds();
    await user.click(within(await card('R20250601000002')).getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.route === 'POST refund/cancel')).toBe(false);
    await user.click(within(await card('R20250601000002')).getByRole('button', { name: 'Cancel request' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Request R20250601000002' })).toHaveTextContent('Cancelled'));
    expect(calls.find((call) => call.route === 'POST refund/cancel')?.body).toEqual({ id: 2 });
    expect(toasts()).toContain('The request was cancelled');
    const steps = within(screen.getByRole('article', { name: 'Request R20250601000002' })).getByRole('list', { name: 'Request progress' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['✓Submitted (done)2025-06-01 10:00:00', '2Cancelled (done)2025-06-01 11:00:00']);
  });

  it('pages on the server, keeping the page in the URL', async () => {
    signIn();
    const calls = mockApi({ 'GET refund/index': (query) => ok(refundPage([refundRequest(Number(query.page) * 10)], { page: Number(query.page), total: 25 })) });
    const { user } = openRefunds(`${PATH}?page=2`);
    await card('R20250601000020');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await card('R20250601000030');
    await expectUrl(`${PATH}?page=3`);
    expect(calls.map((call) => call.body.page)).toEqual([2, 3]);
  });

  it('says when there are no requests, in Chinese too, and leads to the orders', async () => {
    signIn();
    mockApi({ 'GET refund/index': ok(refundPage([])) });
    await act(() => i18n.changeLanguage('zh-cn'));
    openRefunds();
    expect(await screen.findByText('您还没有售后申请。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去我的订单' })).toHaveAttribute('href', '/ucenter/order/index');
  });

  it('offers a retry when the requests cannot be loaded', async () => {
    signIn();
    let fail = true;
    mockApi({ 'GET refund/index': () => (fail ? { code: 500, msg: 'boom', data: null } : ok(refundPage([refundRequest(4)]))) });
    const { user } = openRefunds();
    expect(await screen.findByText('Your after-sales requests could not be loaded just now.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('R20250601000004')).toBeInTheDocument();
  });
});

describe('refund application', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('leaves for the not-found page with an order id that cannot be one, asking nothing', async () => {
    signIn();
    const calls = mockApi({});
    openRefunds(`${PATH}?order_id=abc`);
    await expectUrl('/public/404');
    expect(calls).toHaveLength(0);
  });

  it('starts with every unit chosen and the server’s amount, which follows the choice', async () => {
    signIn();
    const order = later();
    const calls = mockApi({ 'GET refund/order': order.handler, 'POST refund/preview': previewOf });
    const { user } = openApplication();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apply for a refund');
    expect(screen.getByRole('status', { name: 'Loading the order' })).toBeInTheDocument();
    await act(async () => order.release(ok(refundableOrder())));

    const form = await screen.findByRole('form', { name: 'Refund request' });
    expect(within(form).getByRole('checkbox', { name: 'Refund Ceramic mug' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Refund Cotton T-shirt' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Refund Ceramic mug' }).closest('li')).toHaveTextContent(/× 3\|Paid ¥111\.58/);
    await waitFor(() => expect(form).toHaveTextContent('Refund amount¥206.00'));

    await user.click(within(form).getByRole('checkbox', { name: 'Refund Cotton T-shirt' }));
    await waitFor(() => expect(form).toHaveTextContent('Refund amount¥111.58'));
    expect(within(form).getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    const mugUnits = within(form).getByRole('textbox', { name: 'Units of Ceramic mug to refund' });
    expect(mugUnits).toHaveValue('3');
    await user.click(within(form).getAllByRole('button', { name: 'Decrease quantity' })[0]!);
    await waitFor(() => expect(form).toHaveTextContent('Refund amount¥74.38'));
    expect(calls.filter((call) => call.route === 'POST refund/preview').map((call) => call.body.items)).toEqual([
      [
        { order_item_id: 31, quantity: 3 },
        { order_item_id: 32, quantity: 1 },
      ],
      [{ order_item_id: 31, quantity: 3 }],
      [{ order_item_id: 31, quantity: 2 }],
    ]);
    // The stepper stops at what can still be refunded.
    expect(within(form).getAllByRole('button', { name: 'Increase quantity' })[0]).toBeEnabled();
    expect(within(form).getByText('3 can be refunded')).toBeInTheDocument();
  });

  it('needs an item and a reason before asking, in the shopper’s language, and asks nothing until then', async () => {
    signIn();
    const calls = mockApi({ 'GET refund/order': ok(refundableOrder()), 'POST refund/preview': previewOf });
    await act(() => i18n.changeLanguage('zh-cn'));
    const { user } = openApplication();
    const form = await screen.findByRole('form', { name: '退款申请' });
    await user.click(within(form).getByRole('checkbox', { name: '全选' }));
    expect(form).toHaveTextContent('选择商品后显示退款金额');
    await user.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await within(form).findByText('请选择要退款的商品')).toBeInTheDocument();
    expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请选择要退款的商品', '请选择退款原因']);
    expect(within(form).getByRole('combobox', { name: '退款原因' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.route === 'POST refund/apply')).toBe(false);
  });

  it('submits the request with the pending state shown, then lists it', async () => {
    signIn();
    const applied = later();
    const calls = mockApi({
      'GET refund/order': ok(refundableOrder({ kinds: ['refund', 'return'], status: 2 })),
      'POST refund/preview': previewOf,
      'POST upload/image': ok({ url: PHOTO }),
      'POST refund/apply': applied.handler,
      'GET refund/index': ok(refundPage([refundRequest(5)])),
    });
    const { user } = openApplication();
    const form = await screen.findByRole('form', { name: 'Refund request' });
    await user.click(within(form).getByRole('checkbox', { name: 'Refund Cotton T-shirt' }));
    await user.click(within(form).getByRole('radio', { name: /Return and refund/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Arrived damaged');
    await user.type(within(form).getByRole('textbox', { name: 'Description (optional)' }), 'Chipped rims');
    expect(form).toHaveTextContent('12 / 500');
    await user.upload(within(form).getByLabelText('Add photo'), new File([new Uint8Array(10)], 'mug.png', { type: 'image/png' }));
    expect(await within(form).findByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', `${PHOTO}?size=thumb`);
    await waitFor(() => expect(form).toHaveTextContent('Refund amount¥111.58'));
    const previews = () => calls.filter((call) => call.route === 'POST refund/preview').length;
    const previewsBeforeSubmit = previews();
    await user.click(within(form).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Submit request' })).toHaveAttribute('aria-busy', 'true'));
    await act(async () => applied.release(ok(refundRequest(5))));
    await expectUrl(PATH);
    expect(await card('R20250601000005')).toBeInTheDocument();
    // Once the request exists the server refuses to quote its units (409): the quote is not asked again.
    expect(previews()).toBe(previewsBeforeSubmit);
    expect(toasts()).toContain('Your refund request was submitted');
    expect(calls.find((call) => call.route === 'POST refund/apply')?.body).toEqual({
      order_id: 12,
      items: [{ order_item_id: 31, quantity: 3 }],
      kind: 'return',
      reason: 'damaged',
      description: 'Chipped rims',
      images: [PHOTO],
    });
  });

  it('shows the server’s refusal under the field it names', async () => {
    signIn();
    mockApi({
      'GET refund/order': ok(refundableOrder()),
      'POST refund/preview': previewOf,
      'POST refund/apply': refused('At most 2 of this item can be refunded', { field: 'items.0.quantity' }),
    });
    const { user } = openApplication();
    const form = await screen.findByRole('form', { name: 'Refund request' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(form).getByRole('button', { name: 'Submit request' }));
    const items = within(form).getByRole('group', { name: 'Items to refund' });
    await waitFor(() => expect(items).toHaveAccessibleDescription('At most 2 of this item can be refunded'));
    // Shown in place, not toasted as well.
    expect(toasts()).toEqual([]);
  });

  it('toasts a refusal naming no field once, keeping the application as it was', async () => {
    signIn();
    const calls = mockApi({
      'GET refund/order': ok(refundableOrder()),
      'POST refund/preview': previewOf,
      'POST refund/apply': refused('This order can no longer be refunded', { field: 'order_id' }),
    });
    const { user } = openApplication();
    const form = await screen.findByRole('form', { name: 'Refund request' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.type(within(form).getByRole('textbox', { name: 'Description (optional)' }), '  Changed my mind  ');
    await user.click(within(form).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(toasts()).toEqual(['This order can no longer be refunded']));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Reason' })).toHaveDisplayValue('Other');
    expect(calls.find((call) => call.route === 'POST refund/apply')?.body).toEqual({
      order_id: 12,
      items: [
        { order_item_id: 31, quantity: 3 },
        { order_item_id: 32, quantity: 1 },
      ],
      kind: 'refund',
      reason: 'other',
      description: 'Changed my mind',
      images: [],
    });
  });

  it('offers a return only once the goods have reached the member', async () => {
    signIn();
    mockApi({ 'GET refund/order': ok(refundableOrder()), 'POST refund/preview': previewOf });
    openApplication();
    const form = await screen.findByRole('form', { name: 'Refund request' });
    expect(within(form).getByRole('radio', { name: /Refund only/ })).toBeChecked();
    expect(within(form).getByRole('radio', { name: /Return and refund/ })).toBeDisabled();
    expect(form).toHaveTextContent('Returns are possible once the goods have reached you.');
  });

  it('says why an order cannot ask now and shows its open request, which can be cancelled there', async () => {
    signIn();
    mockApi({
      'GET refund/order': ok(refundableOrder({ status: 6, refusal: 'This order already has a refund request in progress', kinds: [], open_refund_id: 2, items: [{ ...mugLine, refundable_quantity: 0 }] })),
      'GET refund/index': ok(refundPage([refundRequest(2)])),
    });
    openApplication();
    expect(await screen.findByText('This order already has a refund request in progress')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refund request' })).not.toBeInTheDocument();
    const open = await card('R20250601000002');
    expect(within(open).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the order/ })).toHaveAttribute('href', '/ucenter/order/detail?id=12');
  });
});
