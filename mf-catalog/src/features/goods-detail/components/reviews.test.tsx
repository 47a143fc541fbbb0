import { act, screen, waitFor, within } from '@testing-library/react';
import type { GoodsComment, GoodsCommentAnswer } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockApi, ok, renderPage } from '@shop/shared/testing';
import '@/i18n/messages';
import { tShirt } from '@/testing/fixtures';
import { Reviews } from './reviews';

const photos = [`/homeapi/upload/file/${'a'.repeat(64)}.png`, `/homeapi/upload/file/${'b'.repeat(64)}.jpg`];

const review = (extra: Partial<GoodsComment> = {}): GoodsComment => ({
  id: 1,
  rating: 4,
  content: '<img src=x onerror=alert(1)>Soft\nand warm',
  images: photos,
  sku_text: 'Red / M',
  created_at: '2025-03-02T10:00:00.000Z',
  user: { username: 'l***y', avatar: '' },
  ...extra,
});

const answer = (list: GoodsComment[], average = 4.6): GoodsCommentAnswer => ({ list, page: 1, size: 10, total: list.length, counts: tShirt.comment.counts, average_rating: average });

function ReviewsTab() {
  return <Reviews goodsId={3} counts={tShirt.comment.counts} active />;
}

const openReviews = () => renderPage(ReviewsTab, { path: '/' });

describe('product page reviews', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('sums the ratings up and shows a review’s text as text, never as HTML', async () => {
    mockApi({ 'GET goods/comment': ok(answer([review()])) });
    openReviews();
    expect(await screen.findByText('Average 4.6 out of 5 from 12 reviews')).toBeInTheDocument();
    const text = screen.getByText(/Soft/);
    expect(text.textContent).toBe('<img src=x onerror=alert(1)>Soft\nand warm');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('leaves the summary out while nobody has reviewed', async () => {
    mockApi({ 'GET goods/comment': ok({ ...answer([], 0), counts: { all: 0, good: 0, mid: 0, bad: 0, img: 0 } }) });
    openReviews();
    expect(await screen.findByText('No reviews of this kind yet.')).toBeInTheDocument();
    expect(screen.queryByText(/out of 5 from/)).not.toBeInTheDocument();
  });

  it('opens a photo full size in a dialog, moves between photos, and closes back to its thumbnail', async () => {
    mockApi({ 'GET goods/comment': ok(answer([review()])) });
    const { user } = openReviews();
    const thumbnails = await screen.findByRole('list', { name: 'Review photos' });
    const second = within(thumbnails).getByRole('button', { name: 'Open review photo 2 of 2' });
    // The strip shows thumbnails; the dialog the display copy (the bare URL).
    expect(second.querySelector('img')).toHaveAttribute('src', `${photos[1]}?size=thumb`);
    await user.click(second);

    const dialog = screen.getByRole('dialog', { name: 'Review photo 2 of 2' });
    expect(within(dialog).getByRole('img', { name: 'Review photo 2' })).toHaveAttribute('src', photos[1]);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Review photo 1 of 2' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Review photo 2 of 2' })).toBeInTheDocument();
    // Tab goes round the dialog's three buttons and stays inside.
    await user.tab();
    await user.tab();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await user.tab();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(second).toHaveFocus());
    // A click beside the photo closes it too; a click on the photo does not.
    await user.click(second);
    await user.click(within(screen.getByRole('dialog')).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    mockApi({ 'GET goods/comment': ok(answer([review()])) });
    const { user } = openReviews();
    expect(await screen.findByText('平均4.6分（满分5分），共12条评价')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看大图：评价图片1，共2张' }));
    expect(screen.getByRole('dialog', { name: '评价图片 1/2' })).toBeInTheDocument();
  });
});
