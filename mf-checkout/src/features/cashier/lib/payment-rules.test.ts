import { balanceCovers, isPaidStatus, parseTime } from './payment-rules';

const wallet = { code: 'balance' as const, name: 'Balance', enabled: true, test_mode: false };
const methods = [wallet, { code: 'sandbox' as const, name: 'Sandbox', enabled: true, test_mode: true }];

describe('payment rules', () => {
  it('reads ISO, space-separated and Unix times', () => {
    expect(parseTime('2025-03-02T10:00:00.000Z')).toBe(Date.UTC(2025, 2, 2, 10));
    expect(parseTime(1_700_000_000)).toBe(1_700_000_000_000);
    expect(parseTime('1700000000000')).toBe(1_700_000_000_000);
    expect(parseTime('2025-03-02 10:00:00')).toBe(new Date(2025, 2, 2, 10).getTime());
  });

  it('knows paid statuses', () => {
    expect(isPaidStatus(0)).toBe(false);
    expect(isPaidStatus(1)).toBe(true);
    expect(isPaidStatus(4)).toBe(true);
    expect(isPaidStatus(5)).toBe(false);
  });

  it('lets the balance pay only when it covers the amount and the server allows it', () => {
    expect(balanceCovers({ balance: '100.00', payable: '100.00', methods })).toBe(true);
    expect(balanceCovers({ balance: '99.99', payable: '100.00', methods })).toBe(false);
    expect(balanceCovers({ balance: '500.00', payable: '1.00', methods: [{ ...wallet, enabled: false }] })).toBe(false);
  });
});
