/** Posts to the shop's API and answers `data`; a refusal stops the bench. */
async function post(origin, path, body, token) {
  const response = await fetch(`${origin}/homeapi/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/** Signs the seeded demo member in and puts one item in the cart, so member pages have content. */
export async function demoMemberWithCart(origin) {
  const { token } = await post(origin, 'user/login', { type: 'password', account: 'demo', password: 'demo1234' });
  await post(origin, 'cart/add', { sku_id: 1, quantity: 1 }, token);
  return token;
}

/** Signs the seeded demo administrator in to the back office (development databases only). */
export async function demoStaff(origin) {
  const { token } = await post(origin, 'admin/login', { username: 'admin', password: 'admin1234' });
  return token;
}
