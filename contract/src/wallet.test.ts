import { describe, expect, it } from '@jest/globals';
import { notificationReceipt } from './payment';
import { RECHARGE_PRESETS, rechargeCreateBody, walletLogQuery, yuanTextToCents } from './wallet';

const problems = (input: unknown) => rechargeCreateBody.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('top-up amounts', () => {
  it('reads yuan text as cents, exactly', () => {
    expect(yuanTextToCents('100')).toBe(10_000);
    expect(yuanTextToCents('0.1')).toBe(10);
    expect(yuanTextToCents('19.99')).toBe(1_999);
    expect(yuanTextToCents(' 50000.00 ')).toBe(5_000_000);
    for (const text of ['', '.5', '1.', '1.234', '-1', '1e3', '１００', '12,00']) expect(yuanTextToCents(text)).toBeNaN();
  });

  it('takes 1.00 to 50,000.00 yuan with at most two decimals, naming the amount with its own message key', () => {
    expect(rechargeCreateBody.parse({ amount: ' 1 ' })).toEqual({ amount: '1' });
    expect(rechargeCreateBody.safeParse({ amount: '50000.00' }).success).toBe(true);
    for (const amount of ['0.99', '50000.01', '1.001', 'abc', 100]) expect(problems({ amount })).toEqual(['amount:recharge_amount_invalid']);
    expect(RECHARGE_PRESETS.every((preset) => rechargeCreateBody.safeParse({ amount: preset }).success)).toBe(true);
  });

  it('takes an online method, the first offered if none: a top-up is never paid from the wallet', () => {
    expect(rechargeCreateBody.parse({ amount: '10' })).toEqual({ amount: '10' });
    expect(rechargeCreateBody.parse({ amount: '10', method: 'wechat' })).toEqual({ amount: '10', method: 'wechat' });
    expect(rechargeCreateBody.safeParse({ amount: '10', method: 'balance' }).error?.issues[0]).toMatchObject({ path: ['method'], message: 'payment_method_unavailable' });
  });
});

describe('wallet log query', () => {
  it('defaults to every row, first page; knows only the spec’s tabs', () => {
    expect(walletLogQuery.parse({})).toEqual({ type: 'all', page: 1, size: 10 });
    expect(walletLogQuery.safeParse({ type: 'expenditure' }).error?.issues[0]?.message).toBe('wallet_log_type_invalid');
  });
});

describe('notification receipt', () => {
  it('names the order paid or the top-up credited, and whether the money came too late', () => {
    expect(notificationReceipt.safeParse({ status: 'paid', order_id: 3, replayed: false, late: false }).success).toBe(true);
    expect(notificationReceipt.safeParse({ status: 'paid', recharge_id: 3, replayed: true, late: true }).success).toBe(true);
    expect(notificationReceipt.safeParse({ status: 'paid', replayed: true, late: false }).success).toBe(false);
    expect(notificationReceipt.safeParse({ status: 'paid', order_id: 3, replayed: false }).success).toBe(false);
  });
});
