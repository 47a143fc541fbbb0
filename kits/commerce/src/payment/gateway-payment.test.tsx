import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayPayment } from './gateway-payment';

const LINK = 'https://pay.example/checkout/42';

describe('GatewayPayment', () => {
  it('offers the sandbox pay link as a QR code, as text and as a button, and the way back', async () => {
    const onBack = jest.fn();
    render(<GatewayPayment method="sandbox" methodName="Online payment (sandbox)" qrContent={LINK} payUrl="/pay/42" backLabel="Choose another method" onBack={onBack} />);
    expect(await screen.findByRole('img', { name: 'QR code to pay with Online payment (sandbox)' })).toBeInTheDocument();
    expect(screen.getByTestId('qr-content')).toHaveTextContent(LINK);
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', '/pay/42');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment to complete…');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('names Alipay and sends to its website; only the sandbox code is a link a browser can open', () => {
    render(<GatewayPayment method="alipay" methodName="Alipay" qrContent="https://qr.alipay.example/abc" payUrl="https://gateway.example/pay?x=1" backLabel="Back" onBack={jest.fn()} />);
    expect(screen.getByText('Open Alipay and scan to pay')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to pay with Alipay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay on Alipay’s website' })).toHaveAttribute('href', 'https://gateway.example/pay?x=1');
    expect(screen.queryByTestId('qr-content')).not.toBeInTheDocument();
  });

  it('shows WeChat Pay’s code without a page button, and nothing the provider did not give', () => {
    const { rerender } = render(<GatewayPayment method="wechat" methodName="WeChat Pay" qrContent="weixin://wxpay/bizpayurl?pr=abc" payUrl={null} backLabel="Back" onBack={jest.fn()} />);
    expect(screen.getByText('Open WeChat and scan to pay')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(
      <GatewayPayment method="sandbox" methodName="Online payment" qrContent={null} payUrl={null} backLabel="Choose another amount" onBack={jest.fn()}>
        <p>Amount ¥50.00</p>
      </GatewayPayment>,
    );
    expect(screen.getByText('Amount ¥50.00')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
