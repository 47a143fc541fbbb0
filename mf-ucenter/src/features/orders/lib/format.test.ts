import type { AddressSnapshot } from '@shop/contract';
import { fullAddress } from './format';

const address = (parts: Partial<AddressSnapshot>): AddressSnapshot => ({
  accept_name: 'Li',
  mobile: '13800138000',
  email: '',
  country: '',
  province: '',
  city: '',
  address: '',
  address2: '',
  zip: '',
  ...parts,
});

describe('order formatting', () => {
  it('writes the address on one line, leaving out what is empty', () => {
    expect(fullAddress(address({ province: 'Zhejiang', city: 'Hangzhou', address: '18 Road', address2: ' ' }), 'China')).toBe('Zhejiang Hangzhou 18 Road');
  });

  it('writes China in the page language and a municipality once', () => {
    const beijing = address({ country: 'China', province: 'Beijing', city: 'Beijing', address: '1 Avenue', zip: '100004' });
    expect(fullAddress(beijing, '中国')).toBe('中国 Beijing 1 Avenue 100004');
    expect(fullAddress({ ...beijing, country: '中国', province: '北京市', city: '北京市' }, 'China')).toBe('China 北京市 1 Avenue 100004');
    expect(fullAddress({ ...beijing, country: 'Japan', province: 'Tokyo', city: 'Minato' }, '中国')).toBe('Japan Tokyo Minato 1 Avenue 100004');
  });
});
