import { render, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { orderPrintout } from '../testing';
import { OrderPrintout } from './order-printout';

// A slip of two mugs with a discount, an invoice header and a remark written with markup.
const express = orderPrintout({
  items: [{ name: 'Ceramic coffee mug', sku_text: 'White', price: '39.00', quantity: 2, amount: '78.00' }],
  goods_amount: '78.00',
  discount: '5.00',
  payable: '83.00',
  paid_amount: '83.00',
  invoice: { header_type: 'enterprise', header: 'Lumen Trading Co.', tax_no: '91330100MA2XXXXX1X', phone: '13912345678', email: 'a@b.cn', invoice_type: 'normal' },
  remark: 'Leave at the door <b>please</b>',
});

beforeAll(() => i18n.changeLanguage('en-us'));

describe('OrderPrintout', () => {
  it('prints a packing slip: the order, where it goes, the lines with prices and the totals, no invoice header', () => {
    render(<OrderPrintout printout={express} />);
    expect(screen.getByRole('heading', { name: 'Packing slip' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Packing slip 202506010001' })).toHaveTextContent('Lumen Mall');
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent('Wang Fang 13912345678');
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent('China Zhejiang Hangzhou 88 Wensan Road 310000');
    const row = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Ceramic coffee mug', 'White', '¥39.00', '2', '¥78.00']);
    expect(screen.getByText('Amount payable').nextSibling).toHaveTextContent('¥83.00');
    expect(screen.getByText('Discount').nextSibling).toHaveTextContent('-¥5.00');
    expect(screen.queryByRole('region', { name: 'Invoice header' })).not.toBeInTheDocument();
    expect(screen.getByText('Received by (signature)')).toBeInTheDocument();
    // The member's remark is text, never markup.
    expect(screen.getByText('Leave at the door <b>please</b>')).toBeInTheDocument();
  });

  it('prints an invoice with its header and payment', () => {
    render(<OrderPrintout printout={express} kind="invoice" />);
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Invoice header' });
    expect(header).toHaveTextContent('Lumen Trading Co. (Company)');
    expect(header).toHaveTextContent('91330100MA2XXXXX1X');
    expect(screen.getByText('Payment method').nextSibling).toHaveTextContent('Wallet balance');
    expect(screen.queryByText('Received by (signature)')).not.toBeInTheDocument();
  });

  it('names the store of a pickup order, and says when an unpaid order is not paid', async () => {
    await i18n.changeLanguage('zh-cn');
    const store = { id: 1, name: '上海旗舰店', business_hours: '10:00-22:00', phone: '021-58881234', address: '世纪大道100号' };
    const { unmount } = render(<OrderPrintout printout={{ ...express, delivery: 'pickup', address: null, store, paid_at: null, paid_amount: '0.00', invoice: null }} />);
    expect(screen.getByRole('heading', { name: '发货单' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '自提门店' })).toHaveTextContent('上海旗舰店');
    expect(screen.getByText('实付金额').nextSibling).toHaveTextContent('未付款');
    unmount();
    await i18n.changeLanguage('en-us');
  });
});
