import { act, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, renderPage } from '@shop/shared/testing';
import { flashCard, flashList, SLOTS, slotsAnswer } from '@/features/second/testing/flash-fixtures';
import { SERVER_NOW } from '@/testing/fixtures';
import SecondIndexPage from './second-index-page';

const PATH = '/activity/second/index';
const [, sixteen, eighteen, twenty] = SLOTS as [never, (typeof SLOTS)[number], (typeof SLOTS)[number], (typeof SLOTS)[number]];

/** The selling 18:00 slot: a T-shirt 72% sold, and a lamp whose window opens tomorrow. */
const selling = flashList(eighteen, [
  flashCard(1, eighteen, { title: 'Flash deal: T-shirt', price: '59.00', original_price: '99.00', sold: 36, stock: 14 }),
  flashCard(2, eighteen, { title: 'Flash deal: lamp', state: 'upcoming', sold: 0, stock: 60, sale_starts_at: '2025-06-02T10:00:00.000Z', sale_ends_at: '2025-06-02T12:00:00.000Z' }),
]);

const tab = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Today’s flash-sale sessions' })).getByRole('link', { name });
const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('flash sale page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => void i18n.changeLanguage('en-us'));
  });

  it('shows skeletons, then today’s slots as tabs, the selling slot’s clock and its deals', async () => {
    const slots = later();
    const list = later();
    mockApi({ 'GET activity/second/slots': slots.handler, 'GET activity/second/index': list.handler });
    renderPage(SecondIndexPage, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Flash sale' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
    await act(async () => {
      slots.release(ok(slotsAnswer()));
      list.release(ok(selling));
    });

    expect(await screen.findByRole('link', { name: 'Flash deal: T-shirt' })).toHaveAttribute('href', '/activity/second/view?id=1');
    // Over today, a daily session sells again tomorrow: the tab says so, not "Ended".
    expect(tab(/^14:00/)).toHaveTextContent('14:00Tomorrow');
    expect(within(tab(/^14:00/)).getByText('Tomorrow')).toHaveAttribute('datetime', '2025-06-02T06:00:00.000Z');
    expect(tab(/^18:00/)).toHaveTextContent('18:00Selling now');
    expect(tab(/^18:00/)).toHaveAttribute('aria-current', 'true');
    expect(tab(/^20:00/)).toHaveTextContent('20:00Upcoming');
    expect(screen.getByText(/18:00–20:00 session/)).toHaveTextContent('18:00–20:00 session · Selling now');
    expect(screen.getAllByRole('timer')[0]).toHaveTextContent('Ends in02:00:00');

    const shirt = card('Flash deal: T-shirt');
    expect(shirt).toHaveTextContent('¥59.00');
    expect(shirt.querySelector('del')).toHaveTextContent('Original price¥99.00');
    expect(shirt).toHaveTextContent('72% sold');
    expect(shirt).toHaveTextContent('Buy now');
    // The card counts down to the end of the slot, not of the month-long window.
    expect(within(shirt).getByRole('timer')).toHaveTextContent('Ends in02:00:00');
    // Its own sale is tomorrow's: it says when, and shows no share sold.
    expect(card('Flash deal: lamp')).toHaveTextContent('Starts tomorrow 18:00');
    expect(card('Flash deal: lamp')).not.toHaveTextContent('% sold');
    expect(within(card('Flash deal: lamp')).getByRole('timer')).toHaveTextContent('Starts in1 day00:00:00');
  });

  it('opens another slot from its tab, keeping it in the address, and says when a slot has no deal', async () => {
    const calls = mockApi({
      'GET activity/second/slots': ok(slotsAnswer()),
      'GET activity/second/index': (query) => ok(query.slot_id === 2 ? flashList(sixteen, []) : query.slot_id === 4 ? flashList(twenty, [flashCard(9, twenty, { title: 'Flash deal: mug' })]) : selling),
    });
    const { user } = renderPage(SecondIndexPage, { path: PATH });
    await screen.findByRole('link', { name: 'Flash deal: T-shirt' });

    await user.click(tab(/^20:00/));
    expect(await screen.findByRole('link', { name: 'Flash deal: mug' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?slot_id=4`);
    expect(tab(/^20:00/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/20:00–22:00 session/)).toHaveTextContent('Starting soon');
    expect(screen.getAllByRole('timer')[0]).toHaveTextContent('Starts in02:00:00');
    expect(card('Flash deal: mug')).toHaveTextContent('Starts 20:00');

    await user.click(tab(/^16:00/));
    expect(await screen.findByText('There are no flash deals in this session.')).toBeInTheDocument();
    expect(screen.getByText(/16:00–18:00 session/)).toHaveTextContent('This session has ended');
    expect(calls.filter((call) => call.route === 'GET activity/second/index').map((call) => call.body.slot_id)).toEqual([undefined, 4, 2]);
  });

  it('asks again when the selling slot’s countdown runs out', async () => {
    const closed = { ...eighteen, state: 'ended' as const };
    let after = false;
    mockApi({
      'GET activity/second/slots': () => ok(slotsAnswer(after ? { list: [sixteen, closed, { ...twenty, state: 'selling' }], current_id: 4 } : {})),
      'GET activity/second/index': () => ok(after ? flashList(closed, [flashCard(1, closed, { title: 'Flash deal: T-shirt' })]) : selling),
    });
    renderPage(SecondIndexPage, { path: PATH, url: `${PATH}?slot_id=3` });
    await screen.findByRole('link', { name: 'Flash deal: T-shirt' });
    after = true;
    await act(async () => void jest.advanceTimersByTime(2 * 60 * 60 * 1000 + 1000));
    expect(await screen.findByText(/This session has ended/)).toBeInTheDocument();
    expect(tab(/^20:00/)).toHaveTextContent('Selling now');
    expect(card('Flash deal: T-shirt')).toHaveTextContent('Ended');
  });

  it('says when there is no flash sale today', async () => {
    mockApi({ 'GET activity/second/slots': ok(slotsAnswer({ list: [], current_id: null })), 'GET activity/second/index': ok(flashList(null, [])) });
    renderPage(SecondIndexPage, { path: PATH });
    expect(await screen.findByText('There are no flash sales today.')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    mockApi({ 'GET activity/second/slots': ok(slotsAnswer()), 'GET activity/second/index': ok(selling) });
    renderPage(SecondIndexPage, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: '限时秒杀' })).toBeInTheDocument();
    expect(await screen.findByText('已抢72%')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '今日秒杀场次' })).getByRole('link', { name: /^18:00/ })).toHaveTextContent('18:00抢购中');
    expect(within(screen.getByRole('navigation', { name: '今日秒杀场次' })).getByRole('link', { name: /^14:00/ })).toHaveTextContent('14:00明日开抢');
    expect(screen.getByText(/18:00–20:00 场/)).toHaveTextContent('18:00–20:00 场 · 抢购中');
    expect(screen.getAllByText('立即抢购')[0]).toBeInTheDocument();
  });
});
