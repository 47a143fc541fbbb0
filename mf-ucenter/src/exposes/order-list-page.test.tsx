import { act, screen, within } from '@testing-library/react';
import { ORDER_STATUSES } from '@shop/contract';
import { useCartStore } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { orderKeys } from '@/lib/order-keys';
import { currentUrl, expectUrl } from '@/testing/location';
import { counts, orderDetail, orderPage, orderSummary, scarf } from '@/testing/orders';
import OrderListPage from './order-list-page';

const PATH = '/ucenter/order/index';

function openOrders(url = PATH) {
  return renderPage(OrderListPage, { path: PATH, url });
}

const card = (orderNo: string) => screen.findByRole('article', { name: `Order ${orderNo}` });
const listCalls = (calls: { route: string; body: Record<string, unknown> }[]) => calls.filter((call) => call.route === 'GET order/list').map((call) => call.body);

describe('order list page', () => {
  it('sends visitors to sign-in and back here afterwards', async () => {
    openOrders();
    await expectUrl('/user/login?redirect=/ucenter/order/index');
  });

  it('shows skeleton cards while the orders load, inside the member centre with My orders current', async () => {
    signIn();
    const answer = later();
    mockApi({ 'GET order/list': answer.handler });
    openOrders();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My orders');
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/ucenter/order/index');

    await act(async () => answer.release(ok(orderPage([orderSummary(1, 0)]))));
    expect(await card('202503021000001')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('shows the seven tabs with their counts and asks for every order first', async () => {
    signIn();
    const calls = mockApi({ 'GET order/list': ok(orderPage([orderSummary(1, 0)])) });
    openOrders();
    await card('202503021000001');
    const tabs = within(screen.getByRole('tablist', { name: 'Orders by status' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All orders 12',
      'Pending payment 2',
      'Pending shipment 1',
      'Pending receipt 3',
      'Refunds 0',
      'Pending review 4',
      'Completed 2',
    ]);
    expect(screen.getByRole('tab', { name: 'All orders 12' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('All orders 12');
    expect(listCalls(calls)).toEqual([{ status: 'all', page: 1, size: 10 }]);
  });

  it('keeps the tab in the URL and asks order/list for that status', async () => {
    signIn();
    const calls = mockApi({ 'GET order/list': (query) => ok(orderPage([orderSummary(query.status === 'unshipped' ? 2 : 1, query.status === 'unshipped' ? 1 : 0)])) });
    const { user } = openOrders();
    await card('202503021000001');
    await user.click(screen.getByRole('tab', { name: /Pending shipment/ }));
    expect(currentUrl()).toBe('/ucenter/order/index?status=unshipped');
    expect(await card('202503021000002')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending shipment/ })).toHaveAttribute('aria-selected', 'true');
    // The counts stay while the other tab loads and after.
    expect(screen.getByRole('tab', { name: /Pending shipment/ })).toHaveTextContent('Pending shipment 1');
    expect(listCalls(calls)).toEqual([
      { status: 'all', page: 1, size: 10 },
      { status: 'unshipped', page: 1, size: 10 },
    ]);
  });

  it('moves between tabs with the arrow keys', async () => {
    signIn();
    const calls = mockApi({ 'GET order/list': ok(orderPage([orderSummary(1, 0)])) });
    const { user } = openOrders();
    await card('202503021000001');
    screen.getByRole('tab', { name: /All orders/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(currentUrl()).toBe('/ucenter/order/index?status=unpaid');
    expect(screen.getByRole('tab', { name: /Pending payment/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(currentUrl()).toBe('/ucenter/order/index?status=completed');
    expect(listCalls(calls).map((query) => query.status)).toEqual(['all', 'unpaid', 'completed']);
  });

  it('opens on the tab and page of a shared link', async () => {
    signIn();
    const calls = mockApi({ 'GET order/list': ok(orderPage([orderSummary(1, 2)], { page: 2, total: 14 })) });
    openOrders(`${PATH}?status=unreceived&page=2`);
    await card('202503021000001');
    expect(screen.getByRole('tab', { name: /Pending receipt/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(listCalls(calls)).toEqual([{ status: 'unreceived', page: 2, size: 10 }]);
  });

  it('pages on the server and keeps the page in the URL, back to page 1 on another tab', async () => {
    signIn();
    const calls = mockApi({ 'GET order/list': (query) => ok(orderPage([orderSummary(Number(query.page), 4)], { page: Number(query.page), total: 25 })) });
    const { user } = openOrders(`${PATH}?status=completed`);
    await card('202503021000001');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await card('202503021000003')).toBeInTheDocument();
    expect(currentUrl()).toBe('/ucenter/order/index?status=completed&page=3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await card('202503021000002')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /All orders/ }));
    expect(await card('202503021000001')).toBeInTheDocument();
    expect(currentUrl()).toBe('/ucenter/order/index');
    expect(listCalls(calls).map((query) => [query.status, query.page])).toEqual([
      ['completed', 1],
      ['completed', 3],
      ['completed', 2],
      ['all', 1],
    ]);
  });

  it('keeps the orders and the counts on screen, marked busy, while the next page loads', async () => {
    signIn();
    const page2 = later();
    mockApi({ 'GET order/list': (query) => (query.page === 2 ? page2.handler() : ok(orderPage([orderSummary(1, 4)], { total: 25 }))) });
    const { user } = openOrders();
    await card('202503021000001');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(currentUrl()).toBe('/ucenter/order/index?page=2');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('article', { name: 'Order 202503021000001' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /All orders/ })).toHaveTextContent('All orders 12');

    await act(async () => page2.release(ok(orderPage([orderSummary(2, 4)], { page: 2, total: 25 }))));
    expect(await card('202503021000002')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order 202503021000001' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
  });

  it('shows an order card: date, number to copy, status, goods, amount', async () => {
    signIn();
    mockApi({ 'GET order/list': ok(orderPage([orderSummary(1, 0), orderSummary(2, 2), orderSummary(3, 4, { items: [{ ...scarf, quantity: 1 }] })])) });
    const { user } = openOrders();
    const unpaid = await card('202503021000001');
    expect(within(unpaid).getByText('2025-03-02 10:00:05')).toBeInTheDocument();
    expect(within(unpaid).getByText('202503021000001')).toBeInTheDocument();
    expect(within(unpaid).getAllByText('Pending payment')[0]).toBeInTheDocument();
    expect(within(unpaid).getByText('Express delivery')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'Wool scarf' })).toHaveAttribute('href', '/goods/view?id=11');
    expect(within(unpaid).getByText('Red / L')).toBeInTheDocument();
    expect(within(unpaid).getByText('59.90 yuan').closest('p')).toHaveTextContent(/^¥59\.90.*×times2$/);
    expect(within(unpaid).getByText('2 items in total')).toBeInTheDocument();
    expect(within(unpaid).getByText('Amount payable')).toBeInTheDocument();
    expect(within(unpaid).getByText('129.80 yuan')).toBeInTheDocument();
    expect(within(await card('202503021000002')).getByText('Amount paid')).toBeInTheDocument();
    expect(within(await card('202503021000003')).getByText('1 item in total')).toBeInTheDocument();

    await user.click(within(unpaid).getByRole('button', { name: 'Copy order number' }));
    expect(await navigator.clipboard.readText()).toBe('202503021000001');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('offers the actions of each status, and the details always', async () => {
    signIn();
    mockApi({ 'GET order/list': ok(orderPage(ORDER_STATUSES.map((status) => orderSummary(status + 1, status)))) });
    openOrders();
    await card('202503021000001');
    const actionsOf = (n: number) =>
      Array.from(screen.getByRole('article', { name: `Order 20250302100000${n}` }).querySelectorAll('a, button'))
        .map((control) => control.textContent)
        .filter((name) => !['Copy', 'Wool scarf', ''].includes(name ?? ''));
    expect(actionsOf(1)).toEqual(['Pay now', 'View details', 'Cancel order']);
    expect(actionsOf(2)).toEqual(['View details', 'Apply for refund']);
    expect(actionsOf(3)).toEqual(['Confirm receipt', 'View details', 'Apply for refund']);
    expect(actionsOf(4)).toEqual(['Review', 'Buy again', 'View details', 'Apply for refund']);
    expect(actionsOf(5)).toEqual(['Buy again', 'View details']);
    expect(actionsOf(6)).toEqual(['Buy again', 'View details']);
    expect(actionsOf(7)).toEqual(['View details', 'After-sales details']);
    const refundLink = (n: number, name: string) => within(screen.getByRole('article', { name: `Order 20250302100000${n}` })).getByRole('link', { name });
    expect(refundLink(2, 'Apply for refund')).toHaveAttribute('href', '/ucenter/order/refund?order_id=2');
    expect(refundLink(7, 'After-sales details')).toHaveAttribute('href', '/ucenter/order/refund?order_id=7');
    expect(refundLink(4, 'Review')).toHaveAttribute('href', '/ucenter/order/evaluate?order_id=4');
    expect(within(screen.getByRole('article', { name: 'Order 202503021000006' })).getByText('Cancelled')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Order 202503021000001' })).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/ucenter/order/detail?id=1',
    );
  });

  it('sends Pay now to the cashier', async () => {
    signIn();
    mockApi({ 'GET order/list': ok(orderPage([orderSummary(8, 0)])) });
    const { user } = openOrders();
    await user.click(within(await card('202503021000008')).getByRole('link', { name: 'Pay now' }));
    await expectUrl('/cart/cashier?order_id=8');
  });

  it('cancels an order only once confirmed, then refreshes the list, the counts and its detail', async () => {
    signIn();
    let cancelled = false;
    const calls = mockApi({
      'GET order/list': () =>
        ok(orderPage([orderSummary(1, cancelled ? 5 : 0)], { counts: { ...counts, unpaid: cancelled ? 1 : 2 } })),
      'POST order/cancel': () => {
        cancelled = true;
        return ok(null);
      },
    });
    const { user, queryClient } = openOrders();
    const order = await card('202503021000001');
    queryClient.setQueryData(orderKeys.detail(1), orderDetail({ id: 1, status: 0 }));
    await user.click(within(order).getByRole('button', { name: 'Cancel order' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    expect(calls.map((call) => call.route)).not.toContain('POST order/cancel');

    await user.click(within(order).getByRole('button', { name: 'Cancel order' }));
    dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The order has been cancelled')).toBeInTheDocument();
    expect(await within(order).findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending payment/ })).toHaveTextContent('Pending payment 1');
    expect(calls.find((call) => call.route === 'POST order/cancel')?.body).toEqual({ id: 1 });
    expect(listCalls(calls)).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The order's detail, read before, is read again when next shown.
    expect(queryClient.getQueryState(orderKeys.detail(1))?.isInvalidated).toBe(true);
  });

  it('still says the order was cancelled when it leaves the tab, and shows the last page there is', async () => {
    signIn();
    let cancelled = false;
    const calls = mockApi({
      'GET order/list': (query) =>
        ok(cancelled ? orderPage([], { page: Number(query.page), total: 10 }) : orderPage([orderSummary(11, 0)], { page: 2, total: 11 })),
      'POST order/cancel': () => {
        cancelled = true;
        return ok(null);
      },
    });
    const { user } = openOrders(`${PATH}?status=unpaid&page=2`);
    await user.click(within(await card('2025030210000011')).getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The order has been cancelled')).toBeInTheDocument();
    await expectUrl('/ucenter/order/index?status=unpaid');
    expect(listCalls(calls).map((query) => query.page)).toEqual([2, 2, 1]);
  });

  it('closes the question with Escape', async () => {
    signIn();
    mockApi({ 'GET order/list': ok(orderPage([orderSummary(1, 0)])) });
    const { user } = openOrders();
    await user.click(within(await card('202503021000001')).getByRole('button', { name: 'Cancel order' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a refusal and the order as the server now holds it', async () => {
    signIn();
    const calls = mockApi({
      'GET order/list': ok(orderPage([orderSummary(1, 0)])),
      'POST order/cancel': refused('Only orders pending payment can be cancelled'),
    });
    const { user } = openOrders();
    await user.click(within(await card('202503021000001')).getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Only orders pending payment can be cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('confirms receipt once confirmed, then refreshes', async () => {
    signIn();
    let received = false;
    const calls = mockApi({
      'GET order/list': () => ok(orderPage([orderSummary(3, received ? 3 : 2)])),
      'POST order/confirm_receipt': () => {
        received = true;
        return ok(null);
      },
    });
    const { user } = openOrders();
    const order = await card('202503021000003');
    await user.click(within(order).getByRole('button', { name: 'Confirm receipt' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Have you received the goods?' })).getByRole('button', { name: 'Yes, received' }));
    expect(await within(order).findByRole('button', { name: 'Buy again' })).toBeInTheDocument();
    expect(within(order).getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Receipt confirmed, thank you')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST order/confirm_receipt')?.body).toEqual({ id: 3 });
  });

  it('buys again: the cart badge follows and the cart opens', async () => {
    signIn();
    const calls = mockApi({ 'GET order/list': ok(orderPage([orderSummary(4, 4)])), 'POST order/again': ok({ count: 5 }) });
    const { user } = openOrders();
    await user.click(within(await card('202503021000004')).getByRole('button', { name: 'Buy again' }));
    await expectUrl('/cart/index');
    expect(useCartStore.getState().count).toBe(5);
    expect(calls.find((call) => call.route === 'POST order/again')?.body).toEqual({ id: 4 });
  });

  it('stays put when buying again is refused', async () => {
    signIn();
    mockApi({ 'GET order/list': ok(orderPage([orderSummary(4, 4)])), 'POST order/again': refused('These goods are sold out') });
    const { user } = openOrders();
    await user.click(within(await card('202503021000004')).getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('These goods are sold out')).toBeInTheDocument();
    expect(currentUrl()).toBe(PATH);
    expect(useCartStore.getState().count).toBe(0);
  });

  it('says when a tab has no orders and leads to the goods', async () => {
    signIn();
    mockApi({ 'GET order/list': ok(orderPage([], { counts: { ...counts, unpaid: 0 } })) });
    openOrders(`${PATH}?status=unpaid`);
    expect(await screen.findByText('No orders are waiting for payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/goods/index');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    signIn();
    let attempts = 0;
    mockApi({ 'GET order/list': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : ok(orderPage([orderSummary(1, 0)]))) });
    const { user } = openOrders();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await card('202503021000001')).toBeInTheDocument();
  });
});
