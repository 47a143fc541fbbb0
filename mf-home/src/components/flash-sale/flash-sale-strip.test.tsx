import { act, screen, waitFor, within } from '@testing-library/react';
import type { FlashCard, FlashListAnswer, FlashSlot } from '@shop/contract';
import { activityCard } from '@shop/commerce/testing';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, type ApiCall } from '@shop/shared/testing';
import { designLink, renderWithProviders } from '../../testing/render';
import { TitleBlock } from '../blocks/title-block';

const SERVER_NOW = '2025-06-01T02:30:00.000Z';
/** 10:00-12:00 China time, selling at the server's 10:30. */
const morning: FlashSlot = { id: 2, label: '10:00', start_minute: 600, duration_minutes: 120, starts_at: '2025-06-01T02:00:00.000Z', ends_at: '2025-06-01T04:00:00.000Z', state: 'selling', next_starts_at: '2025-06-01T02:00:00.000Z' };

const card = (id: number, overrides: Partial<FlashCard> = {}): FlashCard => ({
  ...activityCard(id, { type: 'second', title: `Flash ${id}`, image: `/img/${id}.png`, starts_at: morning.starts_at, ends_at: morning.ends_at }),
  sale_starts_at: morning.starts_at,
  sale_ends_at: morning.ends_at,
  ...overrides,
});

const answer = (overrides: Partial<FlashListAnswer> = {}) =>
  ok<FlashListAnswer>({ list: [card(1), card(2, { state: 'ended' })], page: 1, size: 5, total: 2, slot: morning, now: SERVER_NOW, ...overrides });

/** The strip's one call, answered as a test says; the fake records what the strip asked. */
const mockFlashSale = (reply: Parameters<typeof mockApi>[0][string]) => mockApi({ 'GET activity/second/index': reply });
const flashSaleCall: ApiCall = { route: 'GET activity/second/index', body: { size: 5 } };

const flashTitle = { style: 2, title: 'Flash sale', is_more: 1, moretitle: 'More', link: designLink('/activity/second/index') };

afterEach(() => {
  jest.useRealTimers();
  act(() => void i18n.changeLanguage('en-us'));
});

describe('the flash-sale strip of the home page', () => {
  it('shows a skeleton, then the selling slot with its countdown by the server’s clock and its products', async () => {
    // This computer's clock is 5 minutes behind the server's.
    jest.useFakeTimers({ now: new Date('2025-06-01T02:25:00.000Z'), advanceTimers: true });
    const flashSale = later();
    const calls = mockFlashSale(flashSale.handler);
    renderWithProviders(<TitleBlock value={flashTitle} />);
    expect(screen.getByRole('status', { name: 'Loading the flash sale' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([flashSaleCall]));

    await act(async () => flashSale.release(answer()));
    const strip = await screen.findByRole('region', { name: 'Flash sale' });
    expect(strip).toHaveTextContent('10:00 slot');
    expect(strip).toHaveTextContent('Ends in');
    expect(within(strip).getByRole('timer')).toHaveTextContent(/^1:(30:00|29:59)$/);
    // Ended products of the slot are left out.
    const cards = within(strip).getAllByTestId('flash-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAttribute('href', '/activity/second/view?id=1');
    expect(within(cards[0]!).getByText('59.00 yuan')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Original price').closest('del')).toHaveTextContent('99.00');
    expect(cards[0]).toHaveTextContent('25% sold');
    expect(within(strip).getByRole('link', { name: 'More: Flash sale' })).toHaveAttribute('href', '/activity/second/index');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts down to an upcoming slot’s start, in Chinese too, and asks again when it starts', async () => {
    // Every answer carries its own `now` (the offset to the server's clock is measured per answer).
    const answeredAt = '2025-06-01T02:30:00.100Z';
    jest.useFakeTimers({ now: new Date(answeredAt), advanceTimers: true });
    const upcoming = { ...morning, state: 'upcoming' as const, starts_at: '2025-06-01T02:30:02.000Z' };
    const calls = mockFlashSale(answer({ slot: upcoming, list: [card(1, { state: 'upcoming' })], now: answeredAt }));
    renderWithProviders(<TitleBlock value={{ ...flashTitle, title: '限时秒杀' }} />);
    await act(() => i18n.changeLanguage('zh-cn'));
    const strip = await screen.findByRole('region', { name: '限时秒杀' });
    expect(strip).toHaveTextContent('10:00场');
    expect(strip).toHaveTextContent('距开始');
    expect(strip).toHaveTextContent('10:00 开抢');
    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(calls).toEqual([flashSaleCall, flashSaleCall]);
  });

  it.each([
    ['no slot today', answer({ slot: null, list: [] })],
    ['today’s slots are over', answer({ slot: { ...morning, state: 'ended' } })],
    ['the slot has nothing left to sell', answer({ list: [card(1, { state: 'ended' })] })],
  ])('shows nothing at all when %s', async (_, reply) => {
    const calls = mockFlashSale(reply);
    const { container } = renderWithProviders(<TitleBlock value={flashTitle} />);
    expect(screen.getByRole('status', { name: 'Loading the flash sale' })).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(calls).toEqual([flashSaleCall]);
  });

  it('says when a card of the selling slot starts, instead of a share sold, when its own sale is still to come', async () => {
    const tomorrow = { state: 'upcoming' as const, sale_starts_at: '2025-06-02T02:00:00.000Z', sale_ends_at: '2025-06-02T04:00:00.000Z', sold: 11, stock: 9 };
    mockFlashSale(answer({ list: [card(1), card(3, tomorrow)] }));
    renderWithProviders(<TitleBlock value={flashTitle} />);
    const strip = await screen.findByRole('region', { name: 'Flash sale' });
    const [selling, upcoming] = within(strip).getAllByTestId('flash-card');
    expect(selling).toHaveTextContent('25% sold');
    expect(upcoming).toHaveTextContent('Starts tomorrow 10:00');
    expect(upcoming).not.toHaveTextContent('% sold');
  });

  it('shows nothing when the flash sale cannot be read', async () => {
    const calls = mockFlashSale(() => Promise.reject(new Error('offline')));
    const { container } = renderWithProviders(<TitleBlock value={flashTitle} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(calls).toEqual([flashSaleCall]);
  });

  it('leaves every other title a plain title', async () => {
    const calls = mockFlashSale(answer());
    renderWithProviders(<TitleBlock value={{ ...flashTitle, title: 'Today’s picks', link: designLink('/goods/index') }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Today’s picks' })).toBeInTheDocument();
    // A call reaches the fake API a few microtasks after it is made: wait them out before saying none was.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls).toEqual([]);
  });
});
