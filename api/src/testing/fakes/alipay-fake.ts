// A local stand-in for Alipay's open-platform gateway (OpenAPI 2.0, RSA2), for tests and e2e runs.
// Node built-ins only, so that the e2e package can import it as it is.
//
// What it implements, as Alipay documents the protocol:
// - requests: the public parameters (app_id, method, charset, sign_type, timestamp, version, sign,
//   notify_url, return_url) in the query string and `biz_content` (JSON) in the query or a form
//   body; the signature is SHA256withRSA over every parameter but `sign` and empty ones, sorted by
//   name and joined as `key=value` with `&`, checked with the app's public key. A bad signature is
//   answered 40002 `isv.invalid-signature`, an unknown app 40002 `isv.invalid-app-id`.
// - answers: `{"<method with _>_response": {...}, "sign": "..."}`, signed SHA256withRSA with
//   "Alipay's" private key over the exact JSON text of the `_response` value.
// - methods: alipay.trade.precreate (a QR code), alipay.trade.page.pay (a GET link to a pay page),
//   alipay.trade.query, alipay.trade.close, alipay.trade.refund (once per out_request_no, never
//   more than was paid in total), alipay.trade.fastpay.refund.query.
// - the asynchronous notification: a form POST to the trade's notify_url, signed over every field
//   but `sign` and `sign_type`, sorted, `key=value` joined with `&`.
import { createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';

type FakeRefund = { outRequestNo: string; amountCents: number; at: string };

export type FakeTrade = {
  outTradeNo: string;
  tradeNo: string;
  totalCents: number;
  subject: string;
  status: FakeTradeStatus;
  qrCode: string | null;
  notifyUrl: string | null;
  returnUrl: string | null;
  paidAt: string | null;
  refunds: Map<string, FakeRefund>;
};

export type AlipayFakeOptions = {
  /** The shop's app id and the public key of its app private key. */
  appId: string;
  appPublicKey: KeyObject | string;
  /** "Alipay's" private key: the shop is configured with its public key. */
  alipayPrivateKey: KeyObject | string;
};

/** Alipay's wall-clock format, in China time: `yyyy-MM-dd HH:mm:ss`. */
export function alipayTime(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

/** Every parameter but those left out and empty ones, sorted by name, as `key=value` joined with `&`. */
export function alipaySignText(params: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

const rsa2Sign = (text: string, key: KeyObject | string) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
const rsa2Verify = (text: string, signature: string, key: KeyObject | string) => {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
};

/** Yuan with up to two decimals as integer cents, or null. */
function centsOf(amount: unknown): number | null {
  if (typeof amount !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(amount)) return null;
  const [whole, fraction = ''] = amount.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents >= 1 && cents <= 10_000_000_000 ? cents : null;
}

const yuanOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

type Answer = Record<string, string | undefined>;
const businessFailed = (subCode: string, subMsg: string): Answer => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });
const invalidArguments = (subCode: string, subMsg: string): Answer => ({ code: '40002', msg: 'Invalid Arguments', sub_code: subCode, sub_msg: subMsg });
const success = (fields: Answer): Answer => ({ code: '10000', msg: 'Success', ...fields });

async function readBody(request: http.IncomingMessage): Promise<string> {
  let text = '';
  request.setEncoding('utf8');
  for await (const chunk of request) text += chunk as string;
  return text;
}

export class AlipayFake {
  readonly trades = new Map<string, FakeTrade>();
  /** Every call the gateway answered, by method, for tests asking how often the shop called. */
  readonly calls: string[] = [];
  private failing: number | null = null;
  private hanging = false;
  private readonly server: http.Server;
  private readonly held = new Set<http.ServerResponse>();
  private tradeCounter = 0;

  private constructor(private readonly options: AlipayFakeOptions) {
    this.server = http.createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
    });
  }

  static async start(options: AlipayFakeOptions): Promise<AlipayFake> {
    const fake = new AlipayFake(options);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What the shop's ALIPAY_GATEWAY is set to. */
  get gateway(): string {
    return `${this.origin}/gateway.do`;
  }

  /** Answer every gateway call with this HTTP status (5xx: Alipay is down), until reset. */
  failWith(status: number): void {
    this.failing = status;
  }

  /** Never answer gateway calls (the shop's time-out), until reset. */
  hang(): void {
    this.hanging = true;
  }

  reset(): void {
    this.failing = null;
    this.hanging = false;
    for (const response of this.held) response.destroy();
    this.held.clear();
  }

  async close(): Promise<void> {
    this.reset();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Signs notification fields as Alipay does: every field but `sign` and `sign_type`. */
  signNotification(fields: Record<string, string>): Record<string, string> {
    const signed = { ...fields, sign_type: 'RSA2', charset: fields.charset ?? 'utf-8' };
    return { ...signed, sign: rsa2Sign(alipaySignText(signed, ['sign', 'sign_type']), this.options.alipayPrivateKey) };
  }

  /** The signed notification Alipay sends when a trade is paid. */
  notificationFor(trade: FakeTrade): Record<string, string> {
    const paidAt = trade.paidAt ?? alipayTime();
    return this.signNotification({
      notify_time: alipayTime(),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: this.options.appId,
      version: '1.0',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: yuanOf(trade.totalCents),
      receipt_amount: yuanOf(trade.totalCents),
      buyer_pay_amount: yuanOf(trade.totalCents),
      subject: trade.subject,
      gmt_create: paidAt,
      gmt_payment: paidAt,
    });
  }

  /** POSTs a notification form to a notify URL, as Alipay does; answers the shop's reply. */
  async deliver(notifyUrl: string, form: Record<string, string>): Promise<{ status: number; text: string }> {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, text: await response.text() };
  }

  /**
   * The shopper pays the trade (scanning the QR code or on the pay page): it becomes TRADE_SUCCESS
   * and its notification is POSTed to its notify_url; answers the shop's reply to it.
   */
  async pay(outTradeNo: string): Promise<{ status: number; text: string }> {
    const trade = this.markPaid(outTradeNo);
    if (!trade.notifyUrl) throw new Error(`trade ${outTradeNo} has no notify_url`);
    return this.deliver(trade.notifyUrl, this.notificationFor(trade));
  }

  /** The shopper pays, but the notification is lost on the way: only a query finds out. */
  markPaid(outTradeNo: string): FakeTrade {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`the fake Alipay has no trade ${outTradeNo}`);
    if (trade.status === 'WAIT_BUYER_PAY') {
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = alipayTime();
    }
    return trade;
  }

  /** The trade behind a QR code the fake handed out. */
  tradeByQrCode(qrCode: string): FakeTrade | undefined {
    return [...this.trades.values()].find((trade) => trade.qrCode === qrCode);
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    if (url.pathname === '/pay' && request.method === 'POST') return this.payOnPage(new URLSearchParams(await readBody(request)), response);
    if (url.pathname.startsWith('/qr/')) return this.sendHtml(response, 200, '<p>Scan with Alipay</p>');
    if (url.pathname !== '/gateway.do') return this.sendHtml(response, 404, 'not found');
    if (this.hanging) {
      this.held.add(response);
      return;
    }
    if (this.failing !== null) {
      response.writeHead(this.failing, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      return;
    }
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (request.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(await readBody(request))));
    const method = params.method ?? '';
    this.calls.push(method);
    const refusal = this.checkRequest(params);
    if (method === 'alipay.trade.page.pay') {
      if (refusal) return this.sendHtml(response, 200, `<p>${refusal.sub_code}</p>`);
      return this.showPayPage(params, response);
    }
    this.sendAnswer(response, method, refusal ?? this.answer(method, params));
  }

  /** The documented checks of a request: the app, the signature, the public parameters. */
  private checkRequest(params: Record<string, string>): Answer | null {
    if (params.app_id !== this.options.appId) return invalidArguments('isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2') return invalidArguments('isv.invalid-signature-type', '无效的签名类型');
    if (!params.sign || !rsa2Verify(alipaySignText(params, ['sign']), params.sign, this.options.appPublicKey)) {
      return invalidArguments('isv.invalid-signature', `验签出错，网关生成的验签字符串为：${alipaySignText(params, ['sign'])}`);
    }
    if (!params.timestamp || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp)) return invalidArguments('isv.invalid-timestamp', '非法的时间戳参数');
    if (params.version !== '1.0' || (params.charset ?? 'utf-8').toLowerCase() !== 'utf-8') return invalidArguments('isv.invalid-parameter', '参数无效');
    return null;
  }

  private answer(method: string, params: Record<string, string>): Answer {
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      return invalidArguments('isv.invalid-parameter', 'biz_content 不是 JSON');
    }
    switch (method) {
      case 'alipay.trade.precreate':
        return this.precreate(biz, params);
      case 'alipay.trade.query':
        return this.query(biz);
      case 'alipay.trade.close':
        return this.closeTrade(biz);
      case 'alipay.trade.refund':
        return this.refund(biz);
      case 'alipay.trade.fastpay.refund.query':
        return this.refundQuery(biz);
      default:
        return invalidArguments('isv.invalid-method', '不存在的方法名');
    }
  }

  /** Opens a trade, or finds the one of this out_trade_no if its amount is the same. */
  private openTrade(biz: Record<string, unknown>, params: Record<string, string>): FakeTrade | { refusal: Answer } {
    const outTradeNo = biz.out_trade_no;
    const totalCents = centsOf(biz.total_amount);
    if (typeof outTradeNo !== 'string' || !/^[A-Za-z0-9_]{1,64}$/.test(outTradeNo)) return { refusal: invalidArguments('isv.missing-parameter', '缺少必选参数 out_trade_no') };
    if (totalCents === null) return { refusal: invalidArguments('isv.invalid-parameter', 'total_amount 无效') };
    if (typeof biz.subject !== 'string' || biz.subject === '') return { refusal: invalidArguments('isv.missing-parameter', '缺少必选参数 subject') };
    const known = this.trades.get(outTradeNo);
    if (known) {
      if (known.status === 'TRADE_SUCCESS' || known.status === 'TRADE_FINISHED') return { refusal: businessFailed('ACQ.TRADE_HAS_SUCCESS', '交易已被支付') };
      if (known.status === 'TRADE_CLOSED') return { refusal: businessFailed('ACQ.TRADE_HAS_CLOSE', '交易已经关闭') };
      if (known.totalCents !== totalCents) return { refusal: businessFailed('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改') };
      known.notifyUrl = params.notify_url ?? known.notifyUrl;
      known.returnUrl = params.return_url ?? known.returnUrl;
      return known;
    }
    this.tradeCounter += 1;
    const trade: FakeTrade = {
      outTradeNo,
      tradeNo: `2025${String(Date.now()).slice(-10)}${String(this.tradeCounter).padStart(14, '0')}`,
      totalCents,
      subject: biz.subject,
      status: 'WAIT_BUYER_PAY',
      qrCode: null,
      notifyUrl: params.notify_url ?? null,
      returnUrl: params.return_url ?? null,
      paidAt: null,
      refunds: new Map(),
    };
    this.trades.set(outTradeNo, trade);
    return trade;
  }

  private precreate(biz: Record<string, unknown>, params: Record<string, string>): Answer {
    const trade = this.openTrade(biz, params);
    if ('refusal' in trade) return trade.refusal;
    trade.qrCode ??= `${this.origin}/qr/${randomBytes(12).toString('hex')}`;
    return success({ out_trade_no: trade.outTradeNo, qr_code: trade.qrCode });
  }

  private tradeOf(biz: Record<string, unknown>): FakeTrade | undefined {
    const byOurs = typeof biz.out_trade_no === 'string' ? this.trades.get(biz.out_trade_no) : undefined;
    return byOurs ?? [...this.trades.values()].find((trade) => trade.tradeNo === biz.trade_no);
  }

  private query(biz: Record<string, unknown>): Answer {
    const trade = this.tradeOf(biz);
    if (!trade) return businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    return success({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: 'sho***@example.com',
      trade_status: trade.status,
      total_amount: yuanOf(trade.totalCents),
      send_pay_date: trade.paidAt ?? undefined,
    });
  }

  private closeTrade(biz: Record<string, unknown>): Answer {
    const trade = this.tradeOf(biz);
    if (!trade) return businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    if (trade.status !== 'WAIT_BUYER_PAY') return businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    trade.status = 'TRADE_CLOSED';
    return success({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
  }

  private refunded(trade: FakeTrade): number {
    return [...trade.refunds.values()].reduce((total, refund) => total + refund.amountCents, 0);
  }

  private refund(biz: Record<string, unknown>): Answer {
    const trade = this.tradeOf(biz);
    const amountCents = centsOf(biz.refund_amount);
    const outRequestNo = typeof biz.out_request_no === 'string' && biz.out_request_no !== '' ? biz.out_request_no : null;
    if (amountCents === null) return invalidArguments('isv.invalid-parameter', 'refund_amount 无效');
    if (!trade) return businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    if (trade.status !== 'TRADE_SUCCESS') return businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    // Without out_request_no Alipay takes the out_trade_no: one full refund only.
    const key = outRequestNo ?? trade.outTradeNo;
    const earlier = trade.refunds.get(key);
    const answer = (fundChange: 'Y' | 'N', refund: FakeRefund) =>
      success({
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: 'sho***@example.com',
        fund_change: fundChange,
        refund_fee: yuanOf(this.refunded(trade)),
        gmt_refund_pay: refund.at,
      });
    if (earlier) return answer('N', earlier);
    if (amountCents > trade.totalCents - this.refunded(trade)) return businessFailed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    const refund = { outRequestNo: key, amountCents, at: alipayTime() };
    trade.refunds.set(key, refund);
    return answer('Y', refund);
  }

  private refundQuery(biz: Record<string, unknown>): Answer {
    const trade = this.tradeOf(biz);
    if (!trade) return businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const refund = trade.refunds.get(typeof biz.out_request_no === 'string' ? biz.out_request_no : '');
    // Alipay answers an unknown refund request with success and no refund fields.
    if (!refund) return success({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
    return success({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      out_request_no: refund.outRequestNo,
      total_amount: yuanOf(trade.totalCents),
      refund_amount: yuanOf(refund.amountCents),
      refund_status: 'REFUND_SUCCESS',
      gmt_refund_pay: refund.at,
    });
  }

  /** The `_response` JSON text signed over its exact characters, as the SDK checks it. */
  private sendAnswer(response: http.ServerResponse, method: string, answer: Answer): void {
    const inner = JSON.stringify(answer);
    const key = `${method.replaceAll('.', '_')}_response`;
    const body = `{"${key}":${inner},"sign":"${rsa2Sign(inner, this.options.alipayPrivateKey)}"}`;
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(body);
  }

  private sendHtml(response: http.ServerResponse, status: number, body: string): void {
    response.writeHead(status, { 'content-type': 'text/html;charset=utf-8' }).end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Alipay (fake)</title></head><body>${body}</body></html>`);
  }

  /** alipay.trade.page.pay: the cashier page a browser is sent to, with a button that pays. */
  private showPayPage(params: Record<string, string>, response: http.ServerResponse): void {
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      return this.sendHtml(response, 200, '<p>isv.invalid-parameter</p>');
    }
    if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY') return this.sendHtml(response, 200, '<p>isv.invalid-product-code</p>');
    const trade = this.openTrade(biz, params);
    if ('refusal' in trade) return this.sendHtml(response, 200, `<p>${trade.refusal.sub_code}</p>`);
    this.sendHtml(
      response,
      200,
      `<main><h1>Alipay (fake)</h1><p>${trade.subject}</p><p>¥${yuanOf(trade.totalCents)}</p>` +
        `<form method="post" action="/pay"><input type="hidden" name="out_trade_no" value="${trade.outTradeNo}"><button type="submit">Pay</button></form></main>`,
    );
  }

  /** The pay page's button: pays, notifies, then sends the browser to return_url with signed return parameters. */
  private async payOnPage(form: URLSearchParams, response: http.ServerResponse): Promise<void> {
    const trade = this.trades.get(form.get('out_trade_no') ?? '');
    if (!trade) return this.sendHtml(response, 404, 'no such trade');
    await this.pay(trade.outTradeNo);
    if (!trade.returnUrl) return this.sendHtml(response, 200, '<p>paid</p>');
    const back = new URL(trade.returnUrl);
    const returned = this.signNotification({
      app_id: this.options.appId,
      method: 'alipay.trade.page.pay.return',
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      total_amount: yuanOf(trade.totalCents),
      seller_id: '2088000000000000',
      timestamp: alipayTime(),
      version: '1.0',
    });
    for (const [key, value] of Object.entries(returned)) back.searchParams.set(key, value);
    response.writeHead(302, { location: back.toString() }).end();
  }
}
