import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import { adminTShirt, shopCategories } from '@/testing/admin-goods-fixtures';
import AdminGoodsEditPage from './admin-goods-edit-page';

const PATH = '/admin/goods/edit';
const CUP_PICTURE = `/homeapi/upload/file/${'c'.repeat(64)}.png`;

function openEditor(permissions: string[], save?: Parameters<typeof mockStaffApi>[0][string], url = `${PATH}?id=3`) {
  signInStaff(permissions);
  const calls = mockStaffApi({
    'GET admin/goods/detail': ok(adminTShirt),
    'GET category/index': ok(shopCategories),
    ...(save ? { 'POST admin/goods/save': save } : {}),
  });
  return { calls, ...renderPage(AdminGoodsEditPage, { path: PATH, url }) };
}

const saves = (calls: { route: string; body: Record<string, unknown> }[]) => calls.filter((call) => call.route === 'POST admin/goods/save');

describe('back-office goods editor', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('changes an option’s price and stock, sending the stock it started from', async () => {
    const { calls, user } = openEditor(['goods.view', 'goods.edit'], { code: 1, msg: 'Goods saved', data: { ...adminTShirt, skus: [{ ...adminTShirt.skus[0]!, sell_price: '89.00', stock: 25 }, adminTShirt.skus[1]!] } });
    const price = await screen.findByRole('textbox', { name: 'Price of Colour: Red' });
    // The product's category shows once the category options arrive.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue(/T-shirts/));
    await user.clear(price);
    await user.type(price, '89');
    const stock = screen.getByRole('spinbutton', { name: 'Stock of Colour: Red' });
    await user.clear(stock);
    await user.type(stock, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Goods saved')).toBeInTheDocument();
    const [sent] = saves(calls);
    expect(sent!.body).toMatchObject({ id: 3, category_id: 5, name_en: 'Cotton T-shirt', images: ['/img/tee.png', '/img/tee-back.png'] });
    expect(sent!.body.skus).toEqual([
      { id: 101, values: [0], sell_price: '89', market_price: '159.00', stock: 25, stock_seen: 3, code: 'TEE-R', image: '/img/tee-red.png' },
      { id: 102, values: [1], sell_price: '109.00', market_price: '169.00', stock: 10, stock_seen: 10, code: '', image: '/img/tee-blue.png' },
    ]);
    expect(sent!.body.specs).toEqual([{ id: 12, name_zh: '颜色', name_en: 'Colour', values: [{ id: 31, value_zh: '红', value_en: 'Red', image: '' }, { id: 32, value_zh: '蓝', value_en: 'Blue', image: '' }] }]);
  });

  it('says clearly when a sale moved the stock meanwhile, and saves against the stock it holds now', async () => {
    let answers = 0;
    const { calls, user } = openEditor(['goods.view', 'goods.edit'], () => {
      answers += 1;
      return answers === 1
        ? refused('The stock of this option changed to 2 while you were editing (a sale or another operator); check it and save again', { field: 'skus.0.stock', stock: 2, sku_id: 101 })
        : { code: 1, msg: 'Goods saved', data: adminTShirt };
    });
    const stock = await screen.findByRole('spinbutton', { name: 'Stock of Colour: Red' });
    await user.clear(stock);
    await user.type(stock, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent('Stock changed while you were editing');
    expect(screen.getByText('The stock of this option changed to 2 while you were editing (a sale or another operator); check it and save again')).toBeInTheDocument();
    expect(stock).toHaveValue(50);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Goods saved')).toBeInTheDocument();
    expect((saves(calls)[1]!.body.skus as Array<Record<string, unknown>>)[0]).toMatchObject({ stock: 50, stock_seen: 2 });
  });

  it('checks the form with the contract’s rules before sending anything', async () => {
    const { calls, user } = openEditor(['goods.view', 'goods.edit'], ok(adminTShirt));
    const price = await screen.findByRole('textbox', { name: 'Price of Colour: Blue' });
    await user.clear(price);
    await user.type(price, '1.234');
    await user.clear(screen.getByRole('textbox', { name: 'English name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter yuan with at most two decimals')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'English name' })).toHaveAccessibleDescription('Required');
    expect(saves(calls)).toHaveLength(0);
  });

  it('shows a viewer the product without a way to save it', async () => {
    openEditor(['goods.view']);
    expect(await screen.findByRole('textbox', { name: 'Price of Colour: Red' })).toBeDisabled();
    expect(screen.getByText('You can view this product but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove picture/ })).not.toBeInTheDocument();
  });

  it('creates a product with one default option and an uploaded picture, then opens its editor', async () => {
    signInStaff(['goods.view', 'goods.edit']);
    const calls = mockStaffApi({
      'GET category/index': ok(shopCategories),
      'POST admin/upload/image': ok({ url: CUP_PICTURE }),
      'POST admin/goods/save': { code: 1, msg: 'Goods saved', data: { ...adminTShirt, id: 9 } },
      'GET admin/goods/detail': ok({ ...adminTShirt, id: 9 }),
    });
    const { user } = renderPage(AdminGoodsEditPage, { path: PATH });
    await user.type(screen.getByRole('textbox', { name: 'Chinese name' }), '新杯子');
    await user.type(screen.getByRole('textbox', { name: 'English name' }), 'New cup');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), '5');
    const option = within(screen.getByRole('table', { name: 'Options' }));
    await user.type(option.getByRole('textbox', { name: 'Price of Default option' }), '19.9');
    await user.type(option.getByRole('textbox', { name: 'Market price of Default option' }), '29');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one picture')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);

    await user.upload(screen.getByLabelText('Add picture'), new File(['png'], 'cup.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', `${CUP_PICTURE}?size=thumb`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Goods saved')).toBeInTheDocument();
    expect(saves(calls)[0]!.body).toMatchObject({ category_id: 5, name_en: 'New cup', images: [CUP_PICTURE], skus: [{ sell_price: '19.9', market_price: '29', stock: 0 }] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/goods/edit?id=9'));
    expect(await screen.findByRole('textbox', { name: 'Price of Colour: Red' })).toHaveValue('99.00');
  });

  it('reads in Chinese', async () => {
    act(() => void i18n.changeLanguage('zh-cn'));
    openEditor(['goods.view', 'goods.edit']);
    expect(await screen.findByRole('spinbutton', { name: '颜色：红的库存' })).toHaveValue(3);
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });
});
