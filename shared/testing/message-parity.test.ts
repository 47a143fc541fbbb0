import { messageParityProblems } from './message-parity';

it('accepts both languages with the same keys and variables, plural forms folded into one key', () => {
  const messages = {
    'en-us': { cart: { title: 'Cart', total_one: '{{count}} item', total_other: '{{count}} items' }, hello: 'Hi, {{ name }}' },
    'zh-cn': { cart: { title: '购物车', total: '{{count}}件' }, hello: '{{name}}，你好' },
  };
  expect(messageParityProblems(messages)).toEqual([]);
});

it('names a key that only one language has, at any depth', () => {
  const messages = {
    'en-us': { cart: { title: 'Cart', empty: 'Nothing here' } },
    'zh-cn': { cart: { title: '购物车' }, extra: '多余' },
  };
  expect(messageParityProblems(messages)).toEqual(['cart.empty is missing in zh-cn', 'extra is missing in en-us']);
});

it('names a message whose languages interpolate different variables', () => {
  const messages = {
    'en-us': { paid: 'Paid {{amount, currency}} for order {{no}}', total_one: 'one item', total_other: '{{count}} items' },
    'zh-cn': { paid: '订单{{order}}已支付{{amount}}', total: '{{count}}件' },
  };
  expect(messageParityProblems(messages)).toEqual(['paid uses amount, no in en-us but amount, order in zh-cn']);
});
