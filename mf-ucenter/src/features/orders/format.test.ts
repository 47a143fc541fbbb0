import { formatCountdown, formatDateTime, fullAddress, lineAmount } from './format';

describe('order formatting', () => {
  it('prints times as the mall does', () => {
    expect(formatDateTime('2025-03-02T09:05:07')).toBe('2025-03-02 09:05:07');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(1745)).toBe('29:05');
    expect(formatCountdown(9)).toBe('00:09');
  });

  it('writes the address on one line, leaving out what is empty', () => {
    expect(fullAddress({ accept_name: 'Li', mobile: '1', province: 'Zhejiang', city: 'Hangzhou', address: '18 Road', address2: '', zip: null }, 'China')).toBe(
      'Zhejiang Hangzhou 18 Road',
    );
  });

  it('writes China in the page language and a municipality once', () => {
    const beijing = { accept_name: 'Li', mobile: '1', country: 'China', province: 'Beijing', city: 'Beijing', address: '1 Avenue', zip: '100004' };
    expect(fullAddress(beijing, '中国')).toBe('中国 Beijing 1 Avenue 100004');
    expect(fullAddress({ ...beijing, country: '中国', province: '北京市', city: '北京市' }, 'China')).toBe('China 北京市 1 Avenue 100004');
    expect(fullAddress({ ...beijing, country: 'Japan', province: 'Tokyo', city: 'Minato' }, '中国')).toBe('Japan Tokyo Minato 1 Avenue 100004');
  });

  it('multiplies prices in cents', () => {
    expect(lineAmount('0.10', 3)).toBe('0.30');
    expect(lineAmount('59.90', 2)).toBe('119.80');
  });
});
