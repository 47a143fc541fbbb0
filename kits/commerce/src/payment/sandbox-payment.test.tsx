import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SandboxPayment } from './sandbox-payment';

const LINK = 'https://pay.example/checkout/42';

describe('SandboxPayment', () => {
  it('offers the pay link as a QR code, as text and as a button, and the way back', async () => {
    const onBack = jest.fn();
    render(<SandboxPayment qrContent={LINK} payUrl="/pay/42" backLabel="Choose another method" onBack={onBack} />);
    expect(await screen.findByRole('img', { name: 'QR code of the payment page' })).toBeInTheDocument();
    expect(screen.getByTestId('qr-content')).toHaveTextContent(LINK);
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', '/pay/42');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment to complete…');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows no code, link or button for what the gateway did not give', () => {
    render(
      <SandboxPayment qrContent={null} payUrl={null} backLabel="Choose another amount" onBack={jest.fn()}>
        <p>Amount ¥50.00</p>
      </SandboxPayment>,
    );
    expect(screen.getByText('Amount ¥50.00')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
