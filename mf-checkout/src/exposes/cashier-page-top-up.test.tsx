import { screen } from '@testing-library/react';
import { mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { payment } from '@/testing/fixtures';
import CashierPage from './cashier-page';

function openCashier(info: ReturnType<typeof payment>) {
  signIn();
  mockApi({ 'GET order/payment': ok(info) });
  return renderPage(CashierPage, { path: '/cart/cashier', url: '/cart/cashier?order_id=42' });
}

describe('cashier page: a wallet too low for the order', () => {
  it('says the balance and what it lacks, and tops up on a way that comes back to this payment', async () => {
    openCashier(payment({ balance: '12.30', payable: '100.00' }));
    const offer = await screen.findByRole('note', { name: 'Wallet balance too low' });
    expect(offer).toHaveTextContent('Your wallet holds ¥12.30, ¥87.70 short of this order.');
    expect(screen.getByRole('link', { name: 'Top up and come back' })).toHaveAttribute('href', '/ucenter/recharge/index?back=/cart/cashier%3Forder_id%3D42');
  });

  it('points to customer service in a shop that takes no online payment, where a top-up could not be paid', async () => {
    openCashier(payment({ balance: '12.30', methods: [{ code: 'balance', name: 'Balance', enabled: false, test_mode: false }] }));
    expect(await screen.findByRole('note', { name: 'Wallet balance too low' })).toHaveTextContent('This shop takes no online top-ups.');
    expect(screen.queryByRole('link', { name: 'Top up and come back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask customer service' })).toHaveAttribute('href', '/service/online?order_id=42');
  });

  it('offers nothing when the wallet covers the order', async () => {
    openCashier(payment({ balance: '500.00' }));
    await screen.findByRole('radio', { name: 'Wallet balance (¥500.00 available)' });
    expect(screen.queryByRole('note', { name: 'Wallet balance too low' })).not.toBeInTheDocument();
  });
});
