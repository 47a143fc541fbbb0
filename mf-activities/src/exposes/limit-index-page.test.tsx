import { act, screen } from '@testing-library/react';
import type { LimitCard, LimitListAnswer } from '@shop/contract';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, renderPage } from '@shop/shared/testing';
import { activityCard } from '@/testing/fixtures';
import LimitIndexPage from './limit-index-page';

const PATH = '/activity/limit/index';

const offer = (id: number, title: string, perMember: number, perOrder: number): LimitCard => ({ ...activityCard(id, { type: 'limit', title, price: '119.00', original_price: '159.00' }), per_member: perMember, per_order: perOrder });
const offers = (list: LimitCard[]): LimitListAnswer => ({ list, page: 1, size: 20, total: list.length });

const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('limited offers page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('shows skeletons while loading, then each offer with its price and caps', async () => {
    const answer = later();
    mockApi({ 'GET activity/limit/index': answer.handler });
    renderPage(LimitIndexPage, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Limited offers' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
    await act(async () => answer.release(ok(offers([offer(1, 'Keyboard set, 2 per person', 2, 0), offer(2, 'Pillow', 3, 2), offer(3, 'Uncapped', 0, 0)]))));

    expect(await screen.findByRole('link', { name: 'Keyboard set, 2 per person' })).toHaveAttribute('href', '/activity/limit/view?id=1');
    expect(card('Keyboard set, 2 per person')).toHaveTextContent('¥119.00');
    expect(card('Keyboard set, 2 per person')).toHaveTextContent('Limit 2 per person');
    expect(card('Keyboard set, 2 per person')).not.toHaveTextContent('per order');
    expect(card('Pillow')).toHaveTextContent('Limit 3 per person · up to 2 per order');
    expect(card('Uncapped')).not.toHaveTextContent('Limit');
  });

  it('says when there is no offer', async () => {
    mockApi({ 'GET activity/limit/index': ok(offers([])) });
    renderPage(LimitIndexPage, { path: PATH });
    expect(await screen.findByText('There are no limited offers at the moment.')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    mockApi({ 'GET activity/limit/index': ok(offers([offer(2, '记忆棉枕', 3, 2)])) });
    renderPage(LimitIndexPage, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: '限购' })).toBeInTheDocument();
    expect(await screen.findByText('每人限购3件 · 每单最多2件')).toBeInTheDocument();
  });
});
