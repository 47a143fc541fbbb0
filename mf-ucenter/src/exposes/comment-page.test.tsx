import { act, screen, within } from '@testing-library/react';
import type { CommentMineAnswer, MyReview } from '@shop/contract';
import { later, mockApi, ok, renderPage, signIn } from '@shop/shared/testing';
import { currentUrl, expectUrl } from '@/testing/location';
import CommentPage from './comment-page';

const PATH = '/ucenter/order/comment';
const PHOTO = `/homeapi/upload/file/${'b'.repeat(64)}.jpg`;

const review = (id: number, extra: Partial<MyReview> = {}): MyReview => ({
  id,
  rating: 5,
  content: `Review ${id}`,
  images: [],
  created_at: '2025-05-17T02:00:00.000Z',
  order_id: 4,
  goods_id: 7,
  goods_name: `Goods ${id}`,
  goods_image: '/img/goods.png',
  sku_text: 'Red',
  ...extra,
});

const page = (list: MyReview[], extra: Partial<CommentMineAnswer> = {}): CommentMineAnswer => ({ list, page: 1, size: 10, total: list.length, ...extra });

const openComments = (url = PATH) => renderPage(CommentPage, { path: PATH, url });

describe('my reviews page', () => {
  it('sends visitors to sign-in and back here afterwards', async () => {
    openComments();
    await expectUrl('/user/login?redirect=/ucenter/order/comment');
  });

  it('shows a skeleton, then each review beside its goods, the text as text, photos and the way to the order', async () => {
    signIn();
    const answer = later();
    mockApi({ 'GET comment/mine': answer.handler });
    openComments();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My reviews');
    expect(screen.getByRole('status', { name: 'Loading your reviews' })).toBeInTheDocument();
    await act(async () =>
      answer.release(ok(page([review(1, { content: '<script>alert(1)</script> fine', images: [PHOTO], rating: 3 }), review(2, { order_id: null })]))),
    );

    const list = await screen.findByRole('list', { name: 'My reviews' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveAccessibleName('Goods 1');
    expect(within(first).getByRole('link', { name: 'Goods 1' })).toHaveAttribute('href', '/goods/view?id=7');
    expect(within(first).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('<script>alert(1)</script> fine')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(within(first).getByRole('img', { name: 'Review photo 1 of Goods 1' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/ucenter/order/detail?id=4');
    expect(within(within(list).getAllByRole('listitem')[1]!).queryByRole('link', { name: 'View order' })).not.toBeInTheDocument();
  });

  it('pages through the reviews, keeping the page in the URL', async () => {
    signIn();
    const calls = mockApi({ 'GET comment/mine': (query) => ok(page([review(Number(query.page) * 10)], { page: Number(query.page), total: 25 })) });
    const { user } = openComments();
    expect(await screen.findByText('Review 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^(Page )?2$/ }));
    expect(await screen.findByText('Review 20')).toBeInTheDocument();
    expect(currentUrl()).toBe('/ucenter/order/comment?page=2');
    expect(calls.map((call) => call.body)).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
  });

  it('says there are no reviews yet and leads to the orders waiting for one', async () => {
    signIn();
    mockApi({ 'GET comment/mine': ok(page([])) });
    openComments();
    expect(await screen.findByText(/You have not reviewed anything yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Goods waiting for my review' })).toHaveAttribute('href', '/ucenter/order/index?status=unreviewed');
  });
});
