import { balanceCovers, formatCountdown, isPaidStatus, parseTime } from './payment-rules';

const methods = [
  { code: 'balance' as const, name: 'Balance', enabled: true, test_mode: false },
  { code: 'sandbox' as const, name: 'Sandbox', enabled: true, test_mode: true },
];

describe('payment rules', () => {
  it('formats the countdown', () => {
    expect(formatCountdown(30 * 60 * 1000)).toBe('30:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(500)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });

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
    expect(balanceCovers({ balance: '500.00', payable: '1.00', methods: [{ ...methods[0], enabled: false }] })).toBe(false);
  });
});
