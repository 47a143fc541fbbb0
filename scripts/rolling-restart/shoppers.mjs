// The shoppers of the rolling-restart test: anonymous browsing and members who buy, through the
// gateway, each request counted as the shopper sees it.

const REQUEST_TIMEOUT_MS = 15_000;

/** Every request sent, and those a shopper would see fail: no answer, a status other than 2xx, or an envelope code other than 1. */
export class Tally {
  sent = 0;
  failures = [];
  byNode = new Map();

  /** One call through the gateway; answers the envelope's data, or null when it failed (and counts it). */
  async call(base, path, { method = 'GET', body, token } = {}) {
    this.sent += 1;
    const headers = { 'client-type': 'pc', 'accept-language': 'en-us' };
    if (body) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const at = new Date().toISOString();
    try {
      const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await response.text();
      const node = response.headers.get('x-api-node');
      this.byNode.set(node, (this.byNode.get(node) ?? 0) + 1);
      let envelope = null;
      try {
        envelope = JSON.parse(text);
      } catch {
        // counted below
      }
      if (response.ok && envelope?.code === 1) return envelope.data;
      this.failures.push({ at, method, path, status: response.status, node, request_id: response.headers.get('x-request-id'), answer: text.slice(0, 200) });
    } catch (error) {
      this.failures.push({ at, method, path, error: String(error?.cause?.code ?? error?.name ?? error) });
    }
    return null;
  }
}

/** Runs `step` again and again until `until()` says stop, `pauseMs` apart. */
export async function loop(until, pauseMs, step) {
  while (!until()) {
    await step();
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** An anonymous visitor: the home page's design, the catalogue, a product; reads the read cache answers too. */
export function browse(tally, gateway, until, goodsIds) {
  let n = 0;
  return loop(until, 20, async () => {
    n += 1;
    const goodsId = goodsIds[n % goodsIds.length];
    await tally.call(gateway, '/homeapi/index/index?temp_id=pc');
    await tally.call(gateway, `/homeapi/goods/index?page=${1 + (n % 3)}`);
    await tally.call(gateway, `/homeapi/goods/view?id=${goodsId}`);
  });
}

/** A member who puts one unit in the cart, orders the cart and pays from the balance, again and again. */
export function buy(tally, gateway, until, token, skuId, paid) {
  return loop(until, 50, async () => {
    if (!(await tally.call(gateway, '/homeapi/cart/add', { method: 'POST', token, body: { sku_id: skuId, quantity: 1 } }))) return;
    const cart = await tally.call(gateway, '/homeapi/cart/index', { token });
    if (!cart || cart.list.length === 0) return;
    const body = { type: 'cart', cart_ids: cart.list.map((row) => row.id), delivery: 'pickup', store_id: 1 };
    const order = await tally.call(gateway, '/homeapi/order/create', { method: 'POST', token, body });
    if (!order) return;
    const payment = await tally.call(gateway, '/homeapi/payment/index', { method: 'POST', token, body: { order_id: order.order_id, method: 'balance' } });
    if (payment) paid.push(order.order_id);
  });
}
