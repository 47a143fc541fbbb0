/** Signs the seeded demo member in and puts one item in the cart, so member pages have content. */
export async function demoMemberWithCart(origin) {
  const post = async (path, body, token) => {
    const response = await fetch(`${origin}/homeapi/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };
  const { token } = await post('user/login', { type: 'password', account: 'demo', password: 'demo1234' });
  await post('cart/add', { sku_id: 1, quantity: 1 }, token);
  return token;
}
