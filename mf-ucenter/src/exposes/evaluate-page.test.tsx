import { act, screen, waitFor, within } from '@testing-library/react';
import type { EvaluateAnswer, EvaluateItem, EvaluateResult } from '@shop/contract';
import { i18n, useToastStore } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { expectUrl } from '@/testing/location';
import EvaluatePage from './evaluate-page';

const PATH = '/ucenter/order/evaluate';
const PHOTO = `/homeapi/upload/file/${'a'.repeat(64)}.png`;

const line = (id: number, name: string, extra: Partial<EvaluateItem> = {}): EvaluateItem => ({
  order_item_id: id,
  goods_id: id + 100,
  name,
  image: `/img/${id}.png`,
  sku_text: 'Blue / L',
  price: '59.90',
  quantity: 2,
  refunded: false,
  review: null,
  ...extra,
});

const evaluation = (items: EvaluateItem[]): EvaluateAnswer => ({
  order_id: 4,
  order_no: '202505130200000004',
  received_at: '2025-05-16T02:00:00.000Z',
  to_review: items.filter((item) => !item.review && !item.refunded).length,
  points_on_completion: 119,
  items,
});

const mug = line(11, 'Ceramic mug');
const scarf = line(12, 'Wool scarf');
const done: EvaluateResult = { order_id: 4, reviewed: 2, to_review: 0, completed: true, points_granted: 119, points: 1319 };

function openEvaluate(url = `${PATH}?order_id=4`) {
  return renderPage(EvaluatePage, { path: PATH, url });
}

const card = (name: string) => screen.findByRole('region', { name });
const posts = (calls: { route: string; body: Record<string, unknown> }[]) => calls.filter((call) => call.route === 'POST order/do_evaluate').map((call) => call.body);

describe('evaluate page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('sends visitors to sign-in and back here afterwards', async () => {
    openEvaluate();
    await expectUrl(`/user/login?redirect=${encodeURIComponent(`${PATH}?order_id=4`).replace(/%2F/gi, '/')}`);
  });

  it('sends a link without an order to the not-found page', async () => {
    signIn();
    openEvaluate(`${PATH}?order_id=abc`);
    await expectUrl('/public/404');
  });

  it('shows a skeleton, then a card per item to review and the items reviewed already, their text as text', async () => {
    signIn();
    const answer = later();
    mockApi({ 'GET order/evaluate': answer.handler });
    openEvaluate();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Review goods');
    expect(screen.getByRole('status', { name: 'Loading the goods to review' })).toBeInTheDocument();
    const written = { id: 9, rating: 4, content: '<b>not bold</b>\nsecond line', images: [PHOTO], created_at: '2025-05-17T02:00:00.000Z' };
    await act(async () => answer.release(ok(evaluation([mug, scarf, line(13, 'Leather gloves', { review: written }), line(14, 'Socks', { refunded: true })]))));

    expect(await screen.findByText('Rate each of the 2 items below. Once all are reviewed the order is complete and you earn 119 points.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order No. 202505130200000004' })).toHaveAttribute('href', '/ucenter/order/detail?id=4');
    const mugCard = await card('Ceramic mug');
    expect(within(mugCard).getByText('Blue / L')).toBeInTheDocument();
    expect(within(mugCard).getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(within(mugCard).getByRole('group', { name: 'Photos (optional, up to 6)' })).toBeInTheDocument();

    const gloves = await card('Leather gloves');
    expect(within(gloves).getByText('Reviewed')).toBeInTheDocument();
    expect(within(gloves).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const text = within(gloves).getByText(/not bold/);
    expect(text.textContent).toBe('<b>not bold</b>\nsecond line');
    expect(text.querySelector('b')).toBeNull();
    expect(within(gloves).getByRole('img', { name: 'Review photo 1 of Leather gloves' })).toBeInTheDocument();
    expect(within(await card('Socks')).getByText('Refunded: nothing to review')).toBeInTheDocument();
    expect(within(await card('Socks')).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('rates with five named stars from the keyboard, and counts the characters typed', async () => {
    signIn();
    mockApi({ 'GET order/evaluate': ok(evaluation([mug])) });
    const { user } = openEvaluate();
    const stars = within(await card('Ceramic mug')).getByRole('radiogroup', { name: 'Rating' });
    expect(within(stars).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(stars).toHaveAccessibleDescription('Choose 1 to 5 stars');
    await user.click(within(stars).getByRole('radio', { name: '3 stars' }));
    expect(within(stars).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(stars).toHaveAccessibleDescription('Good');
    const text = screen.getByRole('textbox', { name: 'Your review' });
    await user.type(text, 'Solid');
    expect(text).toHaveAccessibleDescription('5/500 characters');
    expect(text).toHaveAttribute('maxlength', '500');
  });

  it('asks for a rating under every item left unrated, sending nothing, and focuses the first', async () => {
    signIn();
    const calls = mockApi({ 'GET order/evaluate': ok(evaluation([mug, scarf])) });
    const { user } = openEvaluate();
    await user.click(within(await card('Wool scarf')).getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit reviews' }));
    const mugCard = await card('Ceramic mug');
    expect(await within(mugCard).findByRole('alert')).toHaveTextContent('Please rate the goods');
    expect(within(mugCard).getByRole('radiogroup', { name: 'Rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(await card('Wool scarf')).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(within(mugCard).getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(posts(calls)).toEqual([]);
  });

  it('sends every review with its photo, shows the pending state, then thanks with the points earned', async () => {
    signIn();
    const answer = later();
    const calls = mockApi({ 'GET order/evaluate': ok(evaluation([mug, scarf])), 'POST upload/image': ok({ url: PHOTO }), 'POST order/do_evaluate': answer.handler });
    const { user } = openEvaluate();
    const mugCard = await card('Ceramic mug');
    await user.click(within(mugCard).getByRole('radio', { name: '4 stars' }));
    await user.type(within(mugCard).getByRole('textbox', { name: 'Your review' }), '  Keeps coffee hot  ');
    await user.upload(within(mugCard).getByLabelText('Add photo'), new File([new Uint8Array(8)], 'mug.png', { type: 'image/png' }));
    expect(await within(mugCard).findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    await user.click(within(await card('Wool scarf')).getByRole('radio', { name: '2 stars' }));

    await user.click(screen.getByRole('button', { name: 'Submit reviews' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit reviews' })).toHaveAttribute('aria-busy', 'true'));
    expect(posts(calls)).toEqual([
      {
        order_id: 4,
        reviews: [
          { order_item_id: 11, rating: 4, content: 'Keeps coffee hot', images: [PHOTO] },
          { order_item_id: 12, rating: 2, content: '', images: [] },
        ],
      },
    ]);
    await act(async () => answer.release(ok(done)));
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your reviews!' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText('You earned 119 points and now have 1319 points.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my reviews' })).toHaveAttribute('href', '/ucenter/order/comment');
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/ucenter/order/index');
  });

  it('says so when reviews were saved but a line still waits, and asks again for what is left', async () => {
    signIn();
    const reviewed = { id: 30, rating: 5, content: '', images: [], created_at: '2025-05-17T02:00:00.000Z' };
    let asked = 0;
    mockApi({
      'GET order/evaluate': () => ok(evaluation(++asked === 1 ? [mug] : [line(11, 'Ceramic mug', { review: reviewed }), scarf])),
      'POST order/do_evaluate': ok({ order_id: 4, reviewed: 1, to_review: 1, completed: false, points_granted: 0, points: 1200 }),
    });
    const { user } = openEvaluate();
    await user.click(within(await card('Ceramic mug')).getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit reviews' }));
    expect(await screen.findByText('Your review is saved; 1 more item is waiting for yours.')).toBeInTheDocument();
    expect(within(await card('Wool scarf')).getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(within(await card('Ceramic mug')).getByText('Reviewed')).toBeInTheDocument();
  });

  it('shows a refusal naming an item’s field under that item, without a toast', async () => {
    signIn();
    mockApi({
      'GET order/evaluate': ok(evaluation([mug, scarf])),
      'POST order/do_evaluate': refused('A photo was not found; please upload it again', { field: 'reviews.1.images', errors: [{ field: 'reviews.1.images', message: 'A photo was not found; please upload it again' }] }),
    });
    const { user } = openEvaluate();
    await user.click(within(await card('Ceramic mug')).getByRole('radio', { name: '5 stars' }));
    await user.click(within(await card('Wool scarf')).getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit reviews' }));
    expect(await within(await card('Wool scarf')).findByRole('alert')).toHaveTextContent('A photo was not found; please upload it again');
    expect(within(await card('Ceramic mug')).queryByRole('alert')).not.toBeInTheDocument();
    expect(useToastStore.getState().items).toEqual([]);
  });

  it('toasts a refusal naming no item once, keeping the stars given', async () => {
    signIn();
    mockApi({
      'GET order/evaluate': ok(evaluation([mug])),
      'POST order/do_evaluate': refused('You have already reviewed this order', { field: 'reviews' }),
    });
    const { user } = openEvaluate();
    const mugCard = await card('Ceramic mug');
    await user.click(within(mugCard).getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit reviews' }));
    await waitFor(() => expect(useToastStore.getState().items.map((item) => item.message)).toEqual(['You have already reviewed this order']));
    expect(within(mugCard).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(mugCard).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('says a review too long under its item', async () => {
    signIn();
    const calls = mockApi({ 'GET order/evaluate': ok(evaluation([mug])) });
    const { user } = openEvaluate();
    const mugCard = await card('Ceramic mug');
    await user.click(within(mugCard).getByRole('radio', { name: '5 stars' }));
    const text = within(mugCard).getByRole('textbox', { name: 'Your review' });
    // The text area stops typing at the limit; the form checks it too, before anything is sent.
    text.removeAttribute('maxlength');
    await user.click(text);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Submit reviews' }));
    expect(await within(mugCard).findByRole('alert')).toHaveTextContent('A review may be at most 500 characters');
    expect(posts(calls)).toEqual([]);
  });

  it('says why an order cannot be reviewed, with the ways on', async () => {
    signIn();
    mockApi({ 'GET order/evaluate': refused('You have already reviewed this order', { field: 'order_id' }) });
    openEvaluate();
    expect(await screen.findByRole('heading', { name: 'This order cannot be reviewed now' })).toBeInTheDocument();
    expect(screen.getByText('You have already reviewed this order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my reviews' })).toBeInTheDocument();
    expect(useToastStore.getState().items).toEqual([]);
  });

  it('speaks Chinese', async () => {
    signIn();
    await act(() => i18n.changeLanguage('zh-cn'));
    mockApi({ 'GET order/evaluate': ok(evaluation([mug])) });
    const { user } = openEvaluate();
    const stars = within(await card('Ceramic mug')).getByRole('radiogroup', { name: '商品评分' });
    expect(within(stars).getByRole('radio', { name: '5星' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await within(await card('Ceramic mug')).findByRole('alert')).toHaveTextContent('请为商品评分');
  });
});
