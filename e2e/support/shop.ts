import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { jsonOf, type Envelope } from './json';

type Session = Envelope<{ token: string; user: { id: number; nickname: string } }>;

/** A phone number nobody else in this run has. */
export function uniqueMobile(): string {
  return `139${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/**
 * Reads the newest code the SMS outbox holds for a phone (served only with SMS_OUTBOX=1, which
 * playwright.config.ts sets for the run, never by `npm start`), waiting for
 * one sent at or after `since` so that an earlier code is never taken for it.
 */
export async function outboxCode(request: APIRequestContext, mobile: string, since = new Date(0)): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/homeapi/dev/sms-outbox?mobile=${mobile}`);
      if (!response.ok()) return '';
      const { data } = await jsonOf<Envelope<{ created_at: string; code: string }>>(response);
      code = new Date(data.created_at).getTime() >= since.getTime() - 1000 ? data.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Opens a page in the given language, as a returning visitor whose choice is stored. */
export async function useLanguage(page: Page, lang: 'en-us' | 'zh-cn'): Promise<void> {
  await page.addInitScript((code) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', code);
  }, lang);
}

/** Stores a session in the page as the site's sign-in does, before any of its scripts run. */
async function storeSession(page: Page, { token, user }: Session['data']): Promise<void> {
  await page.addInitScript(
    (session) => {
      window.localStorage.setItem('pc_token', session.token);
      window.localStorage.setItem('pc_user', JSON.stringify(session.user));
    },
    { token, user },
  );
}

/** Signs a seeded account in (a member, an agent) through the API and stores the session as the site would. */
export async function signInAs(page: Page, request: APIRequestContext, account: string, password: string): Promise<void> {
  const response = await request.post('/homeapi/user/login', { data: { type: 'password', account, password } });
  await storeSession(page, (await jsonOf<Session>(response)).data);
}

/** Signs the demo member in through the API and stores the session as the site would. */
export async function signInAsDemo(page: Page, request: APIRequestContext): Promise<void> {
  await signInAs(page, request, 'demo', 'demo1234');
}

/** A session token for a seeded account, through the API. */
export async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const response = await request.post('/homeapi/user/login', { data: { type: 'password', account, password } });
  return (await jsonOf<Session>(response)).data.token;
}

/** Signs up a member of this run's own (through the SMS outbox) and stores the session as the site would; answers who they are. */
export async function signInAsNewMember(page: Page, request: APIRequestContext, password = 'member2025'): Promise<Session['data']['user']> {
  const mobile = uniqueMobile();
  const since = new Date();
  await request.post('/homeapi/sms/send', { data: { mobile, scene: 'register' } });
  const code = await outboxCode(request, mobile, since);
  const response = await request.post('/homeapi/user/register', { data: { mobile, code, password } });
  const { data } = await jsonOf<Session>(response);
  await storeSession(page, data);
  return data.user;
}

/** On the cashier (English): pays the order from the wallet, confirming the amount, and waits for success. */
export async function payFromWalletAtCashier(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);
  await page.getByRole('radio', { name: /Wallet balance/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('alertdialog', { name: 'Pay from your wallet?' }).getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

/** On the cashier (English): pays the order online on the development sandbox gateway's page, and waits for success. */
export async function payAtSandboxFromCashier(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);
  await page.getByRole('radio', { name: /Online payment/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('link', { name: 'Open the payment page' }).click();
  await page.getByRole('button', { name: /\bPay$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

type StaffSession = { code: number; data: { token: string; user: { id: number; username: string; name: string } } };

/** A back-office token for a seeded back-office user (admin, operator, warehouse, service, designer), through the API. */
export async function staffToken(request: APIRequestContext, username: string, password = `${username}1234`): Promise<string> {
  const response = await request.post('/homeapi/admin/login', { data: { username, password } });
  return (await jsonOf<StaffSession>(response)).data.token;
}

/** Signs a seeded back-office user in through the API and stores the session as the back-office sign-in does. */
export async function signInStaffAs(page: Page, request: APIRequestContext, username: string, password = `${username}1234`): Promise<void> {
  const response = await request.post('/homeapi/admin/login', { data: { username, password } });
  const { token, user } = (await jsonOf<StaffSession>(response)).data;
  await page.addInitScript(
    (session) => {
      window.localStorage.setItem('pc_admin_token', session.token);
      window.localStorage.setItem('pc_admin_user', JSON.stringify(session.user));
    },
    { token, user },
  );
}

/** One call of the shop's API as `token`'s holder, expected to succeed; answers its data. */
export async function callApi<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const response = method === 'GET' ? await request.get(`/homeapi/${url}`, { headers }) : await request.post(`/homeapi/${url}`, { headers, data });
  const body = await jsonOf<Envelope<T>>(response);
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data;
}

/** A pickup order of one unit of `goodsId` the member bought and paid from the wallet, made ready at the store by the warehouse; answers its id. */
export async function readyPickupOrder(request: APIRequestContext, member: string, goodsId: number): Promise<number> {
  const goods = await callApi<{ skus: Array<{ id: number; stock: number }> }>(request, member, 'GET', `goods/view?id=${goodsId}`);
  const sku = goods.skus.find((row) => row.stock > 0)!;
  const { order_id: orderId, payable: amount } = await callApi<{ order_id: number; payable: string }>(request, member, 'POST', 'order/create', { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 });
  // The wallet is topped up by what the order costs: other specs on this worker's shop may have spent the demo member's.
  const { id: memberId } = await callApi<{ id: number }>(request, member, 'GET', 'user/center');
  await callApi(request, await staffToken(request, 'admin'), 'POST', 'admin/member/wallet/adjust', { member_id: memberId, direction: 'income', amount, note: 'e2e: pays a pickup order' });
  await callApi(request, member, 'POST', 'payment/index', { order_id: orderId, method: 'balance' });
  await callApi(request, await staffToken(request, 'warehouse'), 'POST', 'admin/order/pickup/ready', { id: orderId });
  return orderId;
}
