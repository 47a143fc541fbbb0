import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper at its maximum', () => {
  afterEach(() => i18n.changeLanguage('en-us'));

  it('says how many are left when the maximum is the stock', async () => {
    await i18n.changeLanguage('en-us');
    render(<QuantityStepper value={3} max={3} onChange={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Only 3 left');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('says it is the shopper’s limit, not the stock, when the maximum is a purchase limit', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<QuantityStepper value={1} max={1} maxIs="limit" onChange={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('您最多可购1件');
  });
});
