import { act, screen, waitFor, within } from '@testing-library/react';
import type { ClaimableCoupon, GoodsDeliveryAnswer } from '@shop/contract';
import { i18n, localStore } from '@shop/shared';
import { mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import '@/i18n/messages';
import { CouponRow } from './coupon-row';
import { DeliveryRow } from './delivery-row';

const REGIONS: Record<string, GoodsDeliveryAnswer['region']> = {
  '': { code: '330106', province: '浙江省', city: '杭州市', district: '西湖区' },
  '310115': { code: '310115', province: '上海市', city: '上海市', district: '浦东新区' },
  '650102': { code: '650102', province: '新疆维吾尔自治区', city: '乌鲁木齐市', district: '天山区' },
};

/** goods/delivery as the API answers it: 16:00 cut-off, 2 days to Shanghai, 5 to Urumqi, free from 99. */
const delivery = (query: Record<string, unknown>) => {
  const code = typeof query.region_code === 'string' ? query.region_code : '';
  const num = Number(query.num);
  const far = code === '650102';
  return ok<GoodsDeliveryAnswer>({
    region: REGIONS[code]!,
    in_stock: num <= 5,
    freight: num * 49 >= 99 ? '0.00' : '10.00',
    free_from: '99.00',
    cutoff: '16:00',
    ships_today: !far,
    transit_days: far ? 5 : 1,
    arrive_by: far ? '2026-12-06' : '2026-12-01',
    promises: ['7-day no-reason returns', 'Genuine guarantee'],
  });
};

const coupon = (extra: Partial<ClaimableCoupon>): ClaimableCoupon => ({
  id: 1,
  name: 'Everyday saver',
  type: 'full',
  denomination: '10.00',
  discount: null,
  min_amount: '99.00',
  start_at: '2025-01-01T00:00:00.000Z',
  end_at: '2030-12-31T15:59:59.000Z',
  scope: null,
  total: null,
  remaining: null,
  per_member_limit: 1,
  held: 0,
  claim_state: 'open',
  ...extra,
});

const COUPONS = [coupon({}), coupon({ id: 2, name: 'Shoes & bags refresh', denomination: '30.00', min_amount: '299.00', scope: { category_id: 5, category_name: 'Shoes & bags' } }), coupon({ id: 3, name: 'Ten off', type: 'discount', denomination: null, discount: '9', min_amount: '0.00' })];

function BuyBox({ num = 1 }: { num?: number }) {
  return (
    <>
      <CouponRow goodsId={3} />
      <DeliveryRow goodsId={3} skuId={7} num={num} />
    </>
  );
}

describe('the buy box', () => {
  afterEach(() => {
    localStore.set('buy-box-region', null);
    act(() => void i18n.changeLanguage('en-us'));
  });

  it('quotes the shop’s own district until one is chosen, with stock, the estimate, freight and the promises', async () => {
    const calls = mockApi({ 'GET goods/delivery': delivery, 'GET coupon/goods': ok({ list: [] }) });
    renderPage(() => <BuyBox />, { path: '/' });
    await waitFor(() => expect(screen.getByTestId('delivery-region')).toHaveTextContent('浙江省 杭州市 西湖区'));
    expect(screen.getByTestId('delivery-stock')).toHaveTextContent('In stock');
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('Order by 16:00, arrives by Tue 12-01');
    expect(screen.getByTestId('delivery-freight')).toHaveTextContent('Freight ¥10, free from ¥99');
    expect(within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['7-day no-reason returns', 'Genuine guarantee']);
    expect(calls.find((call) => call.route === 'GET goods/delivery')!.body).toEqual({ id: 3, num: 1, sku_id: 7 });
  });

  it('says free shipping and sold out for the quantity asked', async () => {
    mockApi({ 'GET goods/delivery': delivery, 'GET coupon/goods': ok({ list: [] }) });
    renderPage(() => <BuyBox num={6} />, { path: '/' });
    expect(await screen.findByTestId('delivery-freight')).toHaveTextContent('Free shipping');
    expect(screen.getByTestId('delivery-stock')).toHaveTextContent('Sold out in this region');
  });

  it('picks a district from the region lists, asks again for it and remembers it for the next visit', async () => {
    const calls = mockApi({ 'GET goods/delivery': delivery, 'GET coupon/goods': ok({ list: [] }) });
    const { user } = renderPage(() => <BuyBox />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: /^Choose where to deliver/ }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Province' }), '650000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), '650100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'District' }), '650102');
    await waitFor(() => expect(screen.getByTestId('delivery-region')).toHaveTextContent('新疆维吾尔自治区 乌鲁木齐市 天山区'));
    expect(screen.queryByRole('combobox', { name: 'Province' })).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('Ships tomorrow, arrives by Sun 12-06');
    expect(calls.filter((call) => call.route === 'GET goods/delivery').at(-1)!.body).toMatchObject({ region_code: '650102' });
    expect(localStore.get('buy-box-region')).toBe('650102');
  });

  it('closes the region lists on Escape, giving the focus back, and on a click elsewhere', async () => {
    mockApi({ 'GET goods/delivery': delivery, 'GET coupon/goods': ok({ list: [] }) });
    const { user } = renderPage(() => <BuyBox />, { path: '/' });
    const chooser = await screen.findByRole('button', { name: /^Choose where to deliver/ });
    await user.click(chooser);
    expect(await screen.findByRole('combobox', { name: 'Province' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Province' })).not.toBeInTheDocument();
    expect(chooser).toHaveFocus();
    expect(chooser).toHaveAttribute('aria-expanded', 'false');
    await user.click(chooser);
    await screen.findByRole('combobox', { name: 'Province' });
    await user.click(screen.getByTestId('delivery-freight'));
    expect(screen.queryByRole('combobox', { name: 'Province' })).not.toBeInTheDocument();
  });

  it('starts from the district chosen on an earlier visit, and a member’s default address before it', async () => {
    localStore.set('buy-box-region', '650102');
    mockApi({ 'GET goods/delivery': delivery, 'GET coupon/goods': ok({ list: [] }) });
    const visitor = renderPage(() => <BuyBox />, { path: '/' });
    await waitFor(() => expect(screen.getByTestId('delivery-region')).toHaveTextContent('乌鲁木齐市'));
    visitor.unmount();
    signIn();
    mockApi({
      'GET goods/delivery': delivery,
      'GET coupon/goods': ok({ list: [] }),
      'GET address/index': ok({ list: [{ id: 1, is_default: true, region_code: '310115' }] }),
    });
    renderPage(() => <BuyBox />, { path: '/' });
    await waitFor(() => expect(screen.getByTestId('delivery-region')).toHaveTextContent('上海市 上海市 浦东新区'));
  });

  it('shows a visitor the coupons with the way to sign in, and lets a member claim one in place', async () => {
    mockApi({ 'GET goods/delivery': delivery, 'GET coupon/goods': ok({ list: COUPONS }) });
    const visitor = renderPage(() => <BuyBox />, { path: '/goods/view', url: '/goods/view?id=3' });
    const list = await screen.findByRole('list', { name: 'Coupons for this product' });
    expect(within(list).getByRole('listitem', { name: 'Everyday saver' })).toHaveTextContent('¥10 off orders over ¥99');
    expect(within(list).getByRole('listitem', { name: 'Shoes & bags refresh' })).toHaveTextContent('¥30 off orders over ¥299Shoes & bags only');
    expect(within(list).getByRole('listitem', { name: 'Ten off' })).toHaveTextContent('10% off');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to claim coupons' })).toHaveAttribute('href', expect.stringContaining('redirect='));
    visitor.unmount();

    signIn();
    let claimed = false;
    const calls = mockApi({
      'GET goods/delivery': delivery,
      'GET coupon/goods': () => ok({ list: COUPONS.map((item) => (item.id === 1 && claimed ? { ...item, held: 1, claim_state: 'limit_reached' as const } : item)) }),
      'POST coupon/claim': () => {
        claimed = true;
        return ok({});
      },
    });
    const { user } = renderPage(() => <BuyBox />, { path: '/goods/view', url: '/goods/view?id=3' });
    await user.click(await screen.findByRole('button', { name: 'Claim: ¥10 off orders over ¥99' }));
    expect(await screen.findByText('Coupon claimed')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST coupon/claim')!.body).toEqual({ id: 1 });
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Everyday saver' })).getByRole('button')).toHaveTextContent('Claimed'));
    expect(within(screen.getByRole('listitem', { name: 'Everyday saver' })).getByRole('button')).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Sign in to claim coupons' })).not.toBeInTheDocument();
  });

  it('shows the first three coupons and opens the rest on demand', async () => {
    mockApi({ 'GET goods/delivery': delivery, 'GET coupon/goods': ok({ list: [...COUPONS, coupon({ id: 4, name: 'Big spender', denomination: '50.00', min_amount: '500.00' })] }) });
    const { user } = renderPage(() => <BuyBox />, { path: '/' });
    const list = await screen.findByRole('list', { name: 'Coupons for this product' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const more = screen.getByRole('button', { name: 'All 4 coupons' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(list).getByRole('listitem', { name: 'Big spender' })).toHaveTextContent('¥50 off orders over ¥500');
    await user.click(screen.getByRole('button', { name: 'Fewer coupons' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('speaks Chinese: 满减, 折, the estimate and freight', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    mockApi({ 'GET goods/delivery': delivery, 'GET coupon/goods': ok({ list: COUPONS }) });
    renderPage(() => <BuyBox />, { path: '/' });
    expect(await screen.findByRole('listitem', { name: 'Everyday saver' })).toHaveTextContent('满99减10');
    expect(screen.getByRole('listitem', { name: 'Ten off' })).toHaveTextContent('9折');
    expect(await screen.findByTestId('delivery-estimate')).toHaveTextContent('16:00前下单，预计12-01（周二）送达');
    expect(screen.getByTestId('delivery-freight')).toHaveTextContent('运费¥10，满¥99包邮');
    expect(screen.getByRole('link', { name: '登录后领券' })).toBeInTheDocument();
  });
});
