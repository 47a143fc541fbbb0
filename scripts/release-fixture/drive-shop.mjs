// Drives a freshly started development shop through its HTTP API, so the release fixture holds what
// shoppers and staff leave behind besides the demo seed: a new member signed up by SMS, sessions, a
// search, a cart, an order paid from the wallet and refunded after the member uploaded a photo,
// the shop's media library and back-office sign-ins. Each step checks its answer: a release whose
// API moved these calls makes the refresh fail loudly instead of dumping a thinner database.

/** A real 1x1 PNG; `variant` makes each upload a different file of the same picture. */
function png(variant) {
  const bytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  return Buffer.from([...bytes, variant]);
}

/** Calls `/homeapi/<path>` on `origin` as the pages do; an answer other than success throws with what came back. */
export function apiClient(origin) {
  return async (method, path, { token, body, query, raw, contentType } = {}) => {
    const url = new URL(`/homeapi/${path}`, origin);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    const headers = { 'client-type': 'pc' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (raw !== undefined) headers['content-type'] = contentType;
    const response = await fetch(url, { method, headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
    const answer = await response.json();
    if (answer.code !== 1) throw new Error(`${origin} ${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
}

export async function driveShop(origin) {
  const callApi = apiClient(origin);

  // A new member signs up with the code the SMS outbox holds.
  const mobile = '13900139001';
  await callApi('POST', 'sms/send', { body: { mobile, scene: 'register' } });
  const { code } = await callApi('GET', 'dev/sms-outbox', { query: { mobile } });
  await callApi('POST', 'user/register', { body: { mobile, code, password: 'Fixture2026', username: 'fixture_member' } });
  const newcomer = (await callApi('POST', 'user/login', { body: { type: 'password', account: 'fixture_member', password: 'Fixture2026' } })).token;

  // demo searches, fills the cart, buys goods 1 outright and pays from the wallet.
  const demo = (await callApi('POST', 'user/login', { body: { type: 'password', account: 'demo', password: 'demo1234' } })).token;
  await callApi('GET', 'search/index', { token: demo, query: { q: 'phone' } });
  const goods = await callApi('GET', 'goods/view', { token: demo, query: { id: 1 } });
  const sku = goods.skus.find((candidate) => candidate.stock > 0) ?? goods.skus[0];
  await callApi('POST', 'cart/add', { token: demo, body: { sku_id: sku.id, quantity: 2 } });
  await callApi('POST', 'cart/add', { token: newcomer, body: { sku_id: sku.id, quantity: 1 } });
  const order = await callApi('POST', 'order/create', { token: demo, body: { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'express', address_id: 1 } });
  await callApi('POST', 'payment/index', { token: demo, body: { order_id: order.order_id, method: 'balance' } });

  // ...then asks for it back with a photo, and the shop approves: the money returns to the wallet.
  const refundable = await callApi('GET', 'refund/order', { token: demo, query: { order_id: order.order_id } });
  const photo = await callApi('POST', 'upload/image', { token: demo, raw: png(1), contentType: 'image/png' });
  const refund = await callApi('POST', 'refund/apply', {
    token: demo,
    body: { order_id: order.order_id, items: [{ order_item_id: refundable.items[0].order_item_id, quantity: 1 }], kind: 'refund', reason: 'no_longer_needed', description: 'fixture', images: [photo.url] },
  });
  const admin = (await callApi('POST', 'admin/login', { body: { username: 'admin', password: 'admin1234' } })).token;
  await callApi('POST', 'admin/refund/approve', { token: admin, body: { id: refund.id, note: 'fixture' } });

  // A second order stays unpaid; the back office reads orders and adds a picture to the media library.
  await callApi('POST', 'order/create', { token: newcomer, body: { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 } });
  await callApi('GET', 'admin/order/index', { token: admin });
  await callApi('POST', 'admin/media/upload', { token: admin, raw: png(2), contentType: 'image/png' });
}
