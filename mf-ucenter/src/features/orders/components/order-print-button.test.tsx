import { screen, within } from '@testing-library/react';
import { orderPrintout } from '@shop/commerce/testing';
import { mockApi, ok, renderPage, signIn, type ApiCall } from '@shop/shared/testing';
import { OrderPrintButton } from './order-print-button';

const slip = orderPrintout({ order_no: '202506010005', status_text: 'Pending receipt', express: { company: 'SF Express', tracking_no: 'SF1234567890' } });

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
