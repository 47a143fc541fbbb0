/** The groups of calls the OpenAPI document declares, in the order it lists them. */
export const API_TAGS = [
  { name: 'common', description: 'Site settings and languages, read before every navigation' },
  { name: 'design', description: 'The operator-designed layout and home page (spec section 3)' },
  { name: 'category', description: 'The category tree' },
  { name: 'goods', description: 'Goods lists, product pages, reviews and favourites' },
  { name: 'search', description: 'Search results, suggestions, hot keywords and the member’s history' },
  { name: 'shop', description: 'A shop’s front page' },
  { name: 'cart', description: 'The member’s cart' },
  { name: 'user', description: 'Sign-up, sign-in, recovery and the member centre' },
  { name: 'sms', description: 'Verification codes sent by SMS' },
  { name: 'address', description: 'The member’s delivery addresses' },
  { name: 'invoice', description: 'The member’s saved invoice headers and invoiced orders' },
  { name: 'store', description: 'Stores where orders can be picked up' },
  { name: 'coupon', description: 'The coupon centre and the member’s coupons' },
  { name: 'favorite', description: 'The member’s favourite goods' },
  { name: 'footprint', description: 'The goods the member viewed, by day' },
  { name: 'order', description: 'Checkout and the member’s orders' },
  { name: 'payment', description: 'The cashier, wallet payment and the sandbox payment gateway' },
  { name: 'wallet', description: 'The member’s balance, points, their logs and top-ups' },
  { name: 'refund', description: 'After-sales: refund and return requests' },
  { name: 'review', description: 'Reviewing received goods and the member’s reviews' },
  { name: 'upload', description: 'Photos members attach to refund requests and reviews' },
  { name: 'purview', description: 'What the member may open in the back office' },
  { name: 'admin', description: 'Back-office calls, for administrators only' },
  { name: 'dev', description: 'Development and test helpers, never served in production' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];
