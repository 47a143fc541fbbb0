import { act, screen, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { currentUrl, expectUrl } from '@/testing/location';
import { footprintDay, footprintPage, savedGoods } from '@/testing/saved-goods';
import VisitPage from './visit-page';

const PATH = '/ucenter/visit/index';

const openFootprints = (url = PATH) => renderPage(VisitPage, { path: PATH, url });
const day = (name: string | RegExp) => screen.findByRole('region', { name });
const calls = (list: { route: string; body: Record<string, unknown> }[], route: string) => list.filter((call) => call.route === route).map((call) => call.body);

const mug = savedGoods(7, 'Ceramic mug', { sell_price: '39.00', market_price: '59.00' });
const shoes = savedGoods(5, 'Running shoes');
const backpack = savedGoods(33, 'Commuter backpack', { on_sale: false });

const threeDays = () => footprintPage([footprintDay('2025-06-05', [mug]), footprintDay('2025-06-04', [shoes, backpack]), footprintDay('2025-05-28', [savedGoods(9, 'Phone')])]);

describe('footprints page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('sends visitors to sign-in and back here afterwards', async () => {
    openFootprints();
    await expectUrl('/user/login?redirect=/ucenter/visit/index');
  });

  it('shows a skeleton, then the goods grouped by day: today, yesterday, then the date', async () => {
    signIn();
    const answer = later();
    const list = mockApi({ 'GET footprint/index': answer.handler });
    openFootprints();
    expect(screen.getByRole('status', { name: 'Loading your footprints' })).toBeInTheDocument();
    await act(async () => answer.release(ok(threeDays())));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Footprints');
    const today = await day('Today 2025-06-05');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Today 2025-06-05', 'Yesterday 2025-06-04', '2025-05-28']);
    expect(today).toHaveTextContent('1 item');
    expect(await day('Yesterday 2025-06-04')).toHaveTextContent('2 items');
    const tile = within(today).getByRole('listitem', { name: 'Ceramic mug' });
    expect(within(tile).getByRole('link', { name: 'Ceramic mug' })).toHaveAttribute('href', '/goods/view?id=7');
    expect(tile).toHaveTextContent('¥39.00');
    expect(tile).toHaveTextContent('¥59.00');
    const offShelf = within(await day(/^Yesterday/)).getByRole('listitem', { name: 'Commuter backpack' });
    expect(within(offShelf).getByText('Off shelf')).toBeInTheDocument();
    expect(within(offShelf).queryByRole('link')).not.toBeInTheDocument();
    expect(calls(list, 'GET footprint/index')).toEqual([{ page: 1, size: 5 }]);

    await act(() => i18n.changeLanguage('zh-cn'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['今天 2025-06-05', '昨天 2025-06-04', '2025-05-28']);
    expect(await day('昨天 2025-06-04')).toHaveTextContent('2件商品');
  });

  it('removes one footprint and reads the days again', async () => {
    signIn();
    let removed = false;
    const list = mockApi({
      'GET footprint/index': () => ok(removed ? footprintPage([footprintDay('2025-06-04', [shoes])]) : threeDays()),
      'POST footprint/delete': () => {
        removed = true;
        return ok(null);
      },
    });
    const { user } = openFootprints();
    await user.click(within(await day(/^Today/)).getByRole('button', { name: 'Remove Ceramic mug from your footprints' }));
    expect(await screen.findByText('Removed from your footprints')).toBeInTheDocument();
    expect(await day(/^Yesterday/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Today/ })).not.toBeInTheDocument();
    expect(calls(list, 'POST footprint/delete')).toEqual([{ goods_id: 7 }]);
  });

  it('clears every footprint only once asked, back to the first page', async () => {
    signIn();
    let cleared = false;
    const list = mockApi({
      'GET footprint/index': (query) => ok(cleared ? footprintPage([]) : footprintPage([footprintDay('2025-05-01', [mug])], { page: Number(query.page), total: 7 })),
      'POST footprint/clear': () => {
        cleared = true;
        return ok(null);
      },
    });
    const { user } = openFootprints(`${PATH}?page=2`);
    await day('2025-05-01');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Clear all footprints?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(calls(list, 'POST footprint/clear')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    dialog = screen.getByRole('alertdialog', { name: 'Clear all footprints?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('Your footprints have been cleared')).toBeInTheDocument();
    expect(await screen.findByText('No footprints yet: the goods you look at will show up here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/goods/index');
    await expectUrl(PATH);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(calls(list, 'POST footprint/clear')).toHaveLength(1);
  });

  it('pages by day, the page in the URL', async () => {
    signIn();
    const list = mockApi({ 'GET footprint/index': (query) => ok(footprintPage([footprintDay(`2025-05-0${String(query.page)}`, [mug])], { page: Number(query.page), total: 12 })) });
    const { user } = openFootprints();
    await day('2025-05-01');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await day('2025-05-03')).toBeInTheDocument();
    expect(currentUrl()).toBe('/ucenter/visit/index?page=3');
    expect(calls(list, 'GET footprint/index').map((query) => query.page)).toEqual([1, 3]);
  });

  it('shows a refusal, and offers a retry when the footprints cannot be loaded', async () => {
    signIn();
    let attempts = 0;
    mockApi({
      'GET footprint/index': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : ok(threeDays())),
      'POST footprint/delete': refused('The requested resource does not exist'),
    });
    const { user } = openFootprints();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await user.click(within(await day(/^Today/)).getByRole('button', { name: 'Remove Ceramic mug from your footprints' }));
    expect(await screen.findByText('The requested resource does not exist')).toBeInTheDocument();
  });
});
