import { act, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { currentUrl, expectUrl } from '@/testing/location';
import { couponPage, memberCoupon, offer } from '@/testing/saved-goods';
import CouponPage from './coupon-page';

const PATH = '/ucenter/coupon/index';

const openCoupons = (url = PATH) => renderPage(CouponPage, { path: PATH, url });
const ticket = (name: string) => screen.findByRole('listitem', { name });
const routes = (calls: { route: string; body: Record<string, unknown> }[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);

const shoes = { category_id: 3, category_name: 'Shoes & bags' };

describe('coupon page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('sends visitors to sign-in and back here afterwards', async () => {
    openCoupons();
    await expectUrl('/user/login?redirect=/ucenter/coupon/index');
  });

  it('shows skeleton tickets, then the unused coupons with the counts on the tabs', async () => {
    signIn();
    const answer = later();
    const calls = mockApi({ 'GET coupon/mine': answer.handler });
    openCoupons();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My coupons');
    expect(screen.getByRole('status', { name: 'Loading coupons' })).toBeInTheDocument();
    await act(async () => answer.release(ok(couponPage([memberCoupon(1, { name: 'Everyday saver' })]))));
    expect(await ticket('Everyday saver')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Coupons by status' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Unused 3', 'Used 1', 'Expired 2', 'Coupon centre']);
    expect(screen.getByRole('tab', { name: 'Unused 3' })).toHaveAttribute('aria-selected', 'true');
    expect(routes(calls, 'GET coupon/mine')).toEqual([{ status: 'unused', page: 1, size: 12 }]);
  });

  it('shows each coupon’s kind, value, threshold, scope and validity, the name said once', async () => {
    signIn();
    mockApi({
      'GET coupon/mine': ok(
        couponPage([
          memberCoupon(1, { name: 'Everyday saver' }),
          memberCoupon(2, { name: 'Member discount', type: 'discount', denomination: null, discount: '8.5', min_amount: '0.00', scope: shoes }),
        ]),
      ),
    });
    openCoupons();
    const full = await ticket('Everyday saver');
    expect(full).toHaveTextContent(/^¥20Orders over ¥199Full discountEveryday saverAll goods2025-01-01 to 2030-12-31/);
    expect(within(full).getByRole('link', { name: 'Use Everyday saver now' })).toHaveAttribute('href', '/goods/index');
    const discount = await ticket('Member discount');
    expect(discount).toHaveTextContent(/^15% offNo minimum spendDiscountMember discountOnly Shoes & bags/);
    expect(within(discount).getByRole('link', { name: 'Use Member discount now' })).toHaveAttribute('href', '/goods/index?category_id=3');

    await act(() => i18n.changeLanguage('zh-cn'));
    expect(await ticket('Member discount')).toHaveTextContent(/^8\.5折无门槛折扣券Member discount仅限Shoes & bags2025-01-01 至 2030-12-31立即使用$/);
    expect(within(await ticket('Everyday saver')).getByText('满199元可用')).toBeInTheDocument();
  });

  it('says when a coupon becomes valid instead of offering to use it', async () => {
    signIn();
    mockApi({ 'GET coupon/mine': ok(couponPage([memberCoupon(4, { name: 'New year', start_at: '2099-01-01T00:00:00', end_at: '2099-01-31T00:00:00' })])) });
    openCoupons();
    const coupon = await ticket('New year');
    expect(within(coupon).getByText('Valid from 2099-01-01')).toBeInTheDocument();
    expect(within(coupon).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the tab and page in the URL, and stamps used and expired coupons', async () => {
    signIn();
    const calls = mockApi({
      'GET coupon/mine': (query) =>
        ok(couponPage([memberCoupon(Number(query.page), { name: `${String(query.status)} ${String(query.page)}`, status: query.status as 'used' })], { page: Number(query.page), total: 30 })),
    });
    const { user } = openCoupons();
    await ticket('unused 1');
    await user.click(screen.getByRole('tab', { name: /Used/ }));
    expect(currentUrl()).toBe('/ucenter/coupon/index?tab=used');
    const used = await ticket('used 1');
    expect(within(used).getByText('Used')).toBeInTheDocument();
    expect(within(used).queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await ticket('used 2')).toBeInTheDocument();
    expect(currentUrl()).toBe('/ucenter/coupon/index?tab=used&page=2');
    screen.getByRole('tab', { name: /Used/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(currentUrl()).toBe('/ucenter/coupon/index?tab=expired');
    expect(within(await ticket('expired 1')).getByText('Expired')).toBeInTheDocument();
    expect(routes(calls, 'GET coupon/mine').map((query) => [query.status, query.page])).toEqual([
      ['unused', 1],
      ['used', 1],
      ['used', 2],
      ['expired', 1],
    ]);
  });

  it('leads from an empty unused tab to the coupon centre', async () => {
    signIn();
    mockApi({ 'GET coupon/mine': ok(couponPage([], { counts: { unused: 0, used: 0, expired: 0 } })), 'GET coupon/claimable': ok({ list: [offer(1)], page: 1, size: 12, total: 1 }) });
    const { user } = openCoupons();
    expect(await screen.findByText('You have no coupons to use. Claim some in the coupon centre.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the coupon centre' }));
    expect(currentUrl()).toBe('/ucenter/coupon/index?tab=centre');
    expect(await ticket('Offer 1')).toBeInTheDocument();
  });

  it('shows what is left of each offer and what the member can do with it', async () => {
    signIn();
    mockApi({
      'GET coupon/mine': ok(couponPage([])),
      'GET coupon/claimable': ok({
        list: [
          offer(1, { name: 'Everyday saver', total: null, remaining: null }),
          offer(2, { name: 'Early bird', total: 5, remaining: 1 }),
          offer(3, { name: 'Double delight', per_member_limit: 2, held: 1 }),
          offer(4, { name: 'Shoes refresh', held: 1, claim_state: 'limit_reached', scope: shoes }),
          offer(5, { name: 'Stock-up', remaining: 0, claim_state: 'sold_out' }),
          offer(6, { name: 'Preview', start_at: '2031-01-01T00:00:00', claim_state: 'not_started' }),
        ],
        page: 1,
        size: 12,
        total: 6,
      }),
    });
    openCoupons(`${PATH}?tab=centre`);
    const unlimited = await ticket('Everyday saver');
    expect(unlimited).toHaveTextContent('Unlimited · 1 per member');
    expect(within(unlimited).getByRole('button', { name: 'Claim Everyday saver' })).toHaveTextContent('Claim');
    const nearlyGone = await ticket('Early bird');
    expect(within(nearlyGone).getByRole('meter', { name: '80% claimed' })).toBeInTheDocument();
    expect(nearlyGone).toHaveTextContent('1 left · 1 per member');
    expect(within(await ticket('Double delight')).getByRole('button', { name: 'Claim Double delight' })).toHaveTextContent('Claim another');
    expect(await ticket('Double delight')).toHaveTextContent('You hold 1');
    const held = await ticket('Shoes refresh');
    expect(within(held).getByText('Claimed')).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'Use Shoes refresh now' })).toHaveAttribute('href', '/goods/index?category_id=3');
    expect(within(await ticket('Stock-up')).getByText('All claimed')).toBeInTheDocument();
    expect(within(await ticket('Preview')).getByText('Opens 2031-01-01')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Claim / })).toHaveLength(3);
  });

  it('claims a coupon: the button waits, the card and the unused count follow', async () => {
    signIn();
    const claim = later();
    let claimed = false;
    const calls = mockApi({
      'GET coupon/mine': () => ok(couponPage([], { counts: { unused: claimed ? 1 : 0, used: 0, expired: 0 } })),
      'GET coupon/claimable': ok({ list: [offer(2, { name: 'Early bird' })], page: 1, size: 12, total: 1 }),
      'POST coupon/claim': () => {
        claimed = true;
        return claim.handler();
      },
    });
    const { user } = openCoupons(`${PATH}?tab=centre`);
    await user.click(within(await ticket('Early bird')).getByRole('button', { name: 'Claim Early bird' }));
    expect(within(await ticket('Early bird')).getByRole('button', { name: 'Claim Early bird' })).toBeDisabled();
    await act(async () => claim.release(ok({ member_coupon: memberCoupon(9, { name: 'Early bird' }), offer: offer(2, { name: 'Early bird', remaining: 79, held: 1, claim_state: 'limit_reached' }) })));
    expect(await screen.findByText('Coupon claimed. Find it under Unused.')).toBeInTheDocument();
    const card = await ticket('Early bird');
    expect(within(card).getByText('Claimed')).toBeInTheDocument();
    expect(card).toHaveTextContent('79 left');
    expect(await screen.findByRole('tab', { name: 'Unused 1' })).toBeInTheDocument();
    expect(routes(calls, 'POST coupon/claim')).toEqual([{ id: 2 }]);
  });

  it('shows a refusal and the centre as it now stands', async () => {
    signIn();
    let refusedOnce = false;
    mockApi({
      'GET coupon/mine': ok(couponPage([])),
      'GET coupon/claimable': () => ok({ list: [offer(2, { name: 'Early bird', ...(refusedOnce ? { remaining: 0, claim_state: 'sold_out' as const } : {}) })], page: 1, size: 12, total: 1 }),
      'POST coupon/claim': () => {
        refusedOnce = true;
        return refused('This coupon has all been claimed', { field: 'id' });
      },
    });
    const { user } = openCoupons(`${PATH}?tab=centre`);
    await user.click(within(await ticket('Early bird')).getByRole('button', { name: 'Claim Early bird' }));
    expect(await screen.findByText('This coupon has all been claimed')).toBeInTheDocument();
    expect(await within(await ticket('Early bird')).findByText('All claimed')).toBeInTheDocument();
  });

  it('says when the centre has nothing to claim, and offers a retry when coupons cannot be loaded', async () => {
    signIn();
    let attempts = 0;
    mockApi({
      'GET coupon/mine': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : ok(couponPage([memberCoupon(1)]))),
      'GET coupon/claimable': ok({ list: [], page: 1, size: 12, total: 0 }),
    });
    const { user } = openCoupons();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await ticket('Coupon 1')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Coupon centre' }));
    expect(await screen.findByText('There are no coupons to claim at the moment. Come back soon.')).toBeInTheDocument();
  });
});
