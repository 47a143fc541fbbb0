import { createCipheriv, createPublicKey, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local WeChat Pay APIv3 for tests: node built-ins only, keys the test generated, the documented
 * protocol for the calls the shop makes (Native pay, query, close, domestic refunds). It checks each
 * request's `Authorization: WECHATPAY2-SHA256-RSA2048 ...` signature over
 * `METHOD\nURL\ntimestamp\nnonce\nbody\n` with the merchant's public key and refuses a bad one with
 * 401 SIGN_ERROR; signs each answer with the platform private key (Wechatpay-Timestamp, -Nonce,
 * -Signature over `timestamp\nnonce\nbody\n`, -Serial = the public key id); keeps trades and refunds
 * in memory; "pays" a trade as a scanning shopper would and POSTs the signed, AES-256-GCM encrypted
 * notification to the trade's notify_url; can be told to answer 5xx or never to answer.
 */
export type WechatpayFakeOptions = {
  mchid: string;
  appid: string;
  /** The merchant's private key (its public half checks the requests) and certificate serial. */
  merchantPrivateKey: KeyObject;
  merchantSerialNo: string;
  platformPrivateKey: KeyObject;
  platformPublicKeyId: string;
  apiV3Key: string;
  /** The clock notifications are stamped with (the shop's, in tests); answers use the real one. */
  notificationClock?: () => Date;
};

export type FakeTrade = {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  attach?: string;
  notify_url: string;
  total: number;
  code_url: string;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
};

export type FakeRefund = { refund_id: string; out_refund_no: string; out_trade_no: string; transaction_id: string; refund: number; total: number; create_time: string; success_time: string };

/** A signed notification as WeChat Pay sends it: headers and the raw JSON body. */
export type SignedNotification = { headers: Record<string, string>; body: string };

export type NotificationTweaks = {
  /** Fields to change in the decrypted resource (signed and encrypted as changed, as WeChat Pay would never send). */
  resource?: Record<string, unknown>;
  /** A timestamp other than now, in seconds. */
  timestamp?: number;
  serial?: string;
  /** Another key to sign with (a forger's). */
  signingKey?: KeyObject;
};

type Mode = 'ok' | 'server-error' | 'time-out' | 'forged-answers';
type Answer = { status: number; body?: unknown };

const SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
const CLOCK_SKEW_SECONDS = 300;

const lines = (...pieces: Array<string | number>) => [...pieces, ''].join('\n');
const nonce = () => randomBytes(16).toString('hex');
const error = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } });

/** RFC 3339 in China time, as WeChat Pay writes times: 2025-06-01T16:05:00+08:00. */
export function chinaTime(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** `key="value"` pairs of an Authorization header after its schema. */
function authorizationFields(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const part of header.slice(SCHEMA.length + 1).split(',')) {
    const match = /^\s*(\w+)="([^"]*)"\s*$/.exec(part);
    if (!match) return null;
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

export type WechatpayFake = Awaited<ReturnType<typeof startWechatpayFake>>;

export async function startWechatpayFake(options: WechatpayFakeOptions) {
  const merchantPublicKey = createPublicKey(options.merchantPrivateKey);
  const notificationClock = options.notificationClock ?? (() => new Date());
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, FakeRefund>();
  const held = new Set<ServerResponse>();
  let mode: Mode = 'ok';
  let sequence = 0;
  const calls: string[] = [];

  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const sign = (message: string, key: KeyObject = options.platformPrivateKey) => createSign('RSA-SHA256').update(message).sign(key, 'base64');

  /** The documented check of a request's signature: schema, merchant, serial, clock, then SHA256-RSA. */
  function isSignedByMerchant(request: IncomingMessage, body: string): boolean {
    const fields = authorizationFields(request.headers.authorization);
    if (!fields) return false;
    const { mchid, serial_no: serial, timestamp, nonce_str: nonceStr, signature } = fields;
    if (mchid !== options.mchid || serial !== options.merchantSerialNo || !timestamp || !nonceStr || !signature) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > CLOCK_SKEW_SECONDS) return false;
    const message = lines(request.method ?? '', request.url ?? '', timestamp, nonceStr, body);
    return createVerify('RSA-SHA256').update(message).verify(merchantPublicKey, signature, 'base64');
  }

  function transactionOf(trade: FakeTrade) {
    return {
      appid: trade.appid,
      mchid: trade.mchid,
      out_trade_no: trade.out_trade_no,
      ...(trade.transaction_id ? { transaction_id: trade.transaction_id, success_time: trade.success_time, bank_type: 'OTHERS', payer: { openid: 'oFakeShopper0000000000000000' } } : {}),
      trade_type: 'NATIVE',
      trade_state: trade.trade_state,
      trade_state_desc: trade.trade_state === 'SUCCESS' ? '支付成功' : trade.trade_state === 'CLOSED' ? '已关闭' : '未支付',
      attach: trade.attach,
      amount: { total: trade.total, currency: 'CNY', ...(trade.transaction_id ? { payer_total: trade.total, payer_currency: 'CNY' } : {}) },
    };
  }

  function openNative(body: Record<string, unknown>): Answer {
    const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
    const { appid, mchid, description, out_trade_no: outTradeNo, notify_url: notifyUrl } = body;
    if (typeof outTradeNo !== 'string' || typeof description !== 'string' || typeof notifyUrl !== 'string' || !Number.isInteger(amount?.total) || (amount?.currency ?? 'CNY') !== 'CNY') {
      return error(400, 'PARAM_ERROR', '参数错误');
    }
    if (appid !== options.appid || mchid !== options.mchid) return error(400, 'PARAM_ERROR', 'appid和mch_id不匹配');
    const known = trades.get(outTradeNo);
    if (known) {
      if (known.trade_state === 'SUCCESS' || known.trade_state === 'REFUND') return error(400, 'ORDERPAID', '该订单已支付');
      if (known.trade_state === 'CLOSED') return error(400, 'ORDER_CLOSED', '订单已关闭');
      if (known.total !== amount!.total) return error(400, 'INVALID_REQUEST', '201 商户订单号重复');
      return { status: 200, body: { code_url: known.code_url } };
    }
    const trade: FakeTrade = {
      appid, mchid, description, out_trade_no: outTradeNo, notify_url: notifyUrl, total: amount!.total as number,
      attach: typeof body.attach === 'string' ? body.attach : undefined,
      code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
      trade_state: 'NOTPAY',
    };
    trades.set(outTradeNo, trade);
    return { status: 200, body: { code_url: trade.code_url } };
  }

  function refund(body: Record<string, unknown>): Answer {
    const amount = body.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    const { out_trade_no: outTradeNo, out_refund_no: outRefundNo } = body;
    if (typeof outTradeNo !== 'string' || typeof outRefundNo !== 'string' || !Number.isInteger(amount?.refund) || !Number.isInteger(amount?.total) || amount?.currency !== 'CNY') {
      return error(400, 'PARAM_ERROR', '参数错误');
    }
    const trade = trades.get(outTradeNo);
    if (!trade) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    const same = refunds.get(outRefundNo);
    if (same) return { status: 200, body: refundAnswer(same) };
    if (trade.trade_state !== 'SUCCESS' && trade.trade_state !== 'REFUND') return error(400, 'INVALID_REQUEST', '订单未支付');
    if (amount.total !== trade.total) return error(400, 'PARAM_ERROR', '订单金额与退款金额不一致');
    const given = [...refunds.values()].filter((one) => one.out_trade_no === outTradeNo).reduce((sum, one) => sum + one.refund, 0);
    const asked = amount.refund as number;
    if (asked < 1 || given + asked > trade.total) return error(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    const at = chinaTime(new Date());
    const made: FakeRefund = { refund_id: `50${Date.now()}${String(++sequence).padStart(6, '0')}`, out_refund_no: outRefundNo, out_trade_no: outTradeNo, transaction_id: trade.transaction_id!, refund: asked, total: trade.total, create_time: at, success_time: at };
    refunds.set(outRefundNo, made);
    trade.trade_state = 'REFUND';
    return { status: 200, body: refundAnswer(made) };
  }

  const refundAnswer = (made: FakeRefund) => ({
    refund_id: made.refund_id,
    out_refund_no: made.out_refund_no,
    transaction_id: made.transaction_id,
    out_trade_no: made.out_trade_no,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    success_time: made.success_time,
    create_time: made.create_time,
    status: 'SUCCESS',
    funds_account: 'AVAILABLE',
    amount: { total: made.total, refund: made.refund, payer_total: made.total, payer_refund: made.refund, settlement_refund: made.refund, settlement_total: made.total, discount_refund: 0, currency: 'CNY', refund_fee: 0 },
  });

  function route(method: string, url: URL, body: Record<string, unknown>): Answer {
    const path = url.pathname;
    if (method === 'POST' && path === '/v3/pay/transactions/native') return openNative(body);
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(body);
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (!byNo) return error(404, 'NOT_FOUND', '无此接口');
    const trade = trades.get(decodeURIComponent(byNo[1]!));
    if (method === 'GET' && !byNo[2]) {
      if (url.searchParams.get('mchid') !== options.mchid) return error(400, 'PARAM_ERROR', 'mchid 错误');
      return trade ? { status: 200, body: transactionOf(trade) } : error(404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (method === 'POST' && byNo[2]) {
      if (body.mchid !== options.mchid) return error(400, 'PARAM_ERROR', 'mchid 错误');
      if (!trade) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (trade.trade_state === 'SUCCESS' || trade.trade_state === 'REFUND') return error(400, 'ORDERPAID', '该订单已支付');
      trade.trade_state = 'CLOSED';
      return { status: 204 };
    }
    return error(404, 'NOT_FOUND', '无此接口');
  }

  /** Answers as WeChat Pay does: JSON (or nothing for 204) signed with the platform key. */
  function send(response: ServerResponse, answer: Answer) {
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answerNonce = nonce();
    response.writeHead(answer.status, {
      ...(text ? { 'Content-Type': 'application/json' } : {}),
      'Request-ID': randomBytes(8).toString('hex'),
      'Wechatpay-Nonce': answerNonce,
      'Wechatpay-Serial': options.platformPublicKeyId,
      'Wechatpay-Signature': sign(lines(timestamp, answerNonce, text), mode === 'forged-answers' ? forger : undefined),
      'Wechatpay-Signature-Type': SCHEMA,
      'Wechatpay-Timestamp': timestamp,
    });
    response.end(text);
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      calls.push(`${request.method} ${request.url}`);
      if (mode === 'time-out') return void held.add(response);
      if (mode === 'server-error') return send(response, error(500, 'SYSTEM_ERROR', '系统错误'));
      if (!isSignedByMerchant(request, body)) return send(response, error(401, 'SIGN_ERROR', '签名错误'));
      let parsed: Record<string, unknown> = {};
      try {
        parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      } catch {
        return send(response, error(400, 'PARAM_ERROR', '请求体不是JSON'));
      }
      send(response, route(request.method ?? 'GET', new URL(request.url ?? '/', 'http://fake'), parsed));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A notification as WeChat Pay signs and encrypts it (AEAD_AES_256_GCM under the APIv3 key). */
  function notification(eventType: string, originalType: string, resource: Record<string, unknown>, tweaks: NotificationTweaks = {}): SignedNotification {
    const plaintext = JSON.stringify({ ...resource, ...tweaks.resource });
    const iv = randomBytes(6).toString('hex');
    const associatedData = originalType;
    const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
    const cipher = createCipheriv('aes-256-gcm', bytes(options.apiV3Key), bytes(iv)).setAAD(bytes(associatedData));
    const sealed = [cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()].map((part) => new Uint8Array(part));
    const ciphertext = Buffer.concat(sealed).toString('base64');
    const now = notificationClock();
    const body = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: chinaTime(now),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款成功',
      resource: { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce: iv },
    });
    const timestamp = String(tweaks.timestamp ?? Math.floor(now.getTime() / 1000));
    const notificationNonce = nonce();
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-nonce': notificationNonce,
        'wechatpay-serial': tweaks.serial ?? options.platformPublicKeyId,
        'wechatpay-signature': sign(lines(timestamp, notificationNonce, body), tweaks.signingKey),
        'wechatpay-signature-type': SCHEMA,
        'wechatpay-timestamp': timestamp,
      },
      body,
    };
  }

  const tradeOf = (outTradeNo: string) => {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`the fake has no trade ${outTradeNo}`);
    return trade;
  };

  return {
    url,
    trades,
    refunds,
    /** Every request that reached the fake, as `METHOD /path?query`. */
    calls,
    /** ok, answer 500 SYSTEM_ERROR to everything, hold every request without answering, or sign answers with another key. */
    setMode(next: Mode) {
      mode = next;
      if (next !== 'time-out') for (const response of held) response.destroy();
    },
    /** The shopper scans and pays: the trade succeeds (once), and its notification is built. */
    pay(outTradeNo: string, tweaks?: NotificationTweaks): SignedNotification {
      const trade = tradeOf(outTradeNo);
      if (trade.trade_state === 'NOTPAY') {
        trade.trade_state = 'SUCCESS';
        trade.transaction_id = `4200${Date.now()}${String(++sequence).padStart(6, '0')}`;
        trade.success_time = chinaTime(notificationClock());
      }
      return notification('TRANSACTION.SUCCESS', 'transaction', transactionOf(trade), tweaks);
    },
    /** The signed notification of a refund the fake made. */
    refundNotification(outRefundNo: string, tweaks?: NotificationTweaks): SignedNotification {
      const made = refunds.get(outRefundNo);
      if (!made) throw new Error(`the fake has no refund ${outRefundNo}`);
      const resource = {
        mchid: options.mchid, out_trade_no: made.out_trade_no, transaction_id: made.transaction_id, out_refund_no: made.out_refund_no, refund_id: made.refund_id,
        refund_status: 'SUCCESS', success_time: made.success_time, user_received_account: '支付用户零钱',
        amount: { total: made.total, refund: made.refund, payer_total: made.total, payer_refund: made.refund },
      };
      return notification('REFUND.SUCCESS', 'refund', resource, tweaks);
    },
    /** POSTs a notification to the trade's notify_url (or another URL), as WeChat Pay delivers it. */
    async deliver(target: string, signed: SignedNotification) {
      const answer = await fetch(target, { method: 'POST', headers: signed.headers, body: signed.body });
      return { status: answer.status, text: await answer.text() };
    },
    /** Pays a trade and delivers its notification to the notify_url the shop gave. */
    async payAndNotify(outTradeNo: string, tweaks?: NotificationTweaks) {
      const signed = this.pay(outTradeNo, tweaks);
      return this.deliver(tradeOf(outTradeNo).notify_url, signed);
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
