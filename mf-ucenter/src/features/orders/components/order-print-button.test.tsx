import { screen, within } from '@testing-library/react';
import type { OrderPrintout } from '@shop/contract';
import { mockApi, ok, renderPage, signIn, type ApiCall } from '@shop/shared/testing';
import { OrderPrintButton } from './order-print-button';

const slip: OrderPrintout = {
  kind: 'slip',
  shop_name: 'Lumen Mall',
  order_no: '202506010005',
  status_text: 'Pending receipt',
  created_at: '2025-06-01T08:00:00.000Z',
  paid_at: '2025-06-01T08:05:00.000Z',
  printed_at: '2025-06-02T01:00:00.000Z',
  delivery: 'express',
  address: { accept_name: 'Lily', mobile: '13800138000', email: '', country: 'China', province: 'Guangdong', city: 'Shenzhen', address: '1 Tech Road', address2: '', zip: '518000' },
  store: null,
  member_name: 'Lily',
  items: [{ name: 'Ceramic coffee mug', sku_text: 'White', price: '39.00', quantity: 1, amount: '39.00' }],
  goods_amount: '39.00',
  freight: '10.00',
  discount: '0.00',
  payable: '49.00',
  paid_amount: '49.00',
  payment_method: 'balance',
  express: { company: 'SF Express', tracking_no: 'SF1234567890' },
  invoice: null,
  remark: '',
};

function PrintFive() {
  return <OrderPrintButton id={5} />;
}

describe('the member’s order print button', () => {
  it('opens the packing slip of the order in the print preview, and asks for it only then', async () => {
    signIn();
    const calls: ApiCall[] = mockApi({ 'GET order/print': ok(slip) });
    const { user } = renderPage(PrintFive, { path: '/ucenter/order/detail' });
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    const preview = screen.getByRole('dialog', { name: 'Packing slip' });
    expect(preview.parentElement).toHaveStyle({ zIndex: '20002' });
    expect(await within(preview).findByRole('article', { name: 'Packing slip 202506010005' })).toHaveTextContent('SF Express SF1234567890');
    expect(calls.map((call) => [call.route, call.body])).toEqual([['GET order/print', { id: 5, kind: 'slip' }]]);
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
