import { act, screen, within } from '@testing-library/react';
import { ADDRESS_BOOK_MAX, type Address } from '@shop/contract';
import { i18n, useToastStore } from '@shop/shared';
import { mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import AddressPage from './address-page';

const PATH = '/ucenter/address/index';

const address = (id: number, extra: Partial<Address> = {}): Address => ({
  id,
  accept_name: `Member ${id}`,
  mobile: '13800138000',
  email: '',
  country: '中国',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  region_code: '310115',
  address: '世纪大道100号',
  address2: '',
  zip: '200120',
  is_default: false,
  ...extra,
});

const home = address(1, { accept_name: '张伟', is_default: true });
const abroad = address(2, { accept_name: 'Anna', country: 'France', province: 'Île-de-France', city: 'Paris', district: '', region_code: '', address: '8 Rue de Rivoli', zip: '75004' });

const posts = (calls: { route: string; body: Record<string, unknown> }[], route: string) => calls.filter((call) => call.route === route).map((call) => call.body);
const card = (name: string) => screen.findByRole('listitem', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

function openBook(list: Address[], extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  let answer = list;
  const calls = mockApi({
    'GET address/index': () => ok({ list: answer }),
    ...extra,
  });
  const view = renderPage(AddressPage, { path: PATH });
  return { calls, ...view, answerWith: (next: Address[]) => (answer = next) };
}

describe('address book page', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('lists the addresses, the default first with its badge, each as one line with the district', async () => {
    openBook([home, abroad]);
    expect(screen.getByLabelText('Loading your addresses')).toHaveAttribute('aria-busy', 'true');
    const first = await card('张伟');
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(first).getByText('China 上海市 浦东新区 世纪大道100号')).toBeInTheDocument();
    expect(within(await card('Anna')).getByText('France Île-de-France Paris 8 Rue de Rivoli')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Set the address of 张伟 as default' })).not.toBeInTheDocument();
    expect(screen.getByText(`2 of ${ADDRESS_BOOK_MAX} saved`)).toBeInTheDocument();
  });

  it('says when the book is empty and offers to add one', async () => {
    openBook([]);
    expect(await screen.findByText(/You have no saved addresses yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add address' })).toHaveLength(2);
  });

  it('adds a mainland address picked province, city and district, and reads the book again', async () => {
    const saved = address(3, { accept_name: '王芳', province: '浙江省', city: '杭州市', district: '西湖区', region_code: '330106', address: '文三路90号', zip: '' });
    const { calls, user, answerWith } = openBook([home], {
      'POST address/save': () => {
        answerWith([home, saved]);
        return ok(saved);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    expect(select('City')).toBeDisabled();
    await user.type(within(form).getByLabelText('Recipient'), '王芳');
    await user.type(within(form).getByLabelText('Mobile phone'), '13911112222');
    await user.selectOptions(select('Province'), '浙江省');
    await user.selectOptions(select('City'), '杭州市');
    await user.selectOptions(select('District'), '西湖区');
    await user.type(within(form).getByLabelText('Street address'), '文三路90号');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(await card('王芳')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(posts(calls, 'POST address/save')).toEqual([
      { accept_name: '王芳', mobile: '13911112222', email: '', country: '中国', province: '浙江省', city: '杭州市', district: '西湖区', region_code: '330106', address: '文三路90号', address2: '', zip: '', is_default: false },
    ]);
  });

  it('words every problem under its field, naming it, before anything is sent', async () => {
    const { calls, user } = openBook([home]);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    await user.type(within(form).getByLabelText('Mobile phone'), '12345');
    await user.type(within(form).getByLabelText('Email (optional)'), 'not-mail');
    await user.type(within(form).getByLabelText('Postcode (optional)'), '2001');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByText('Recipient is required')).toBeInTheDocument();
    expect(within(form).getByText('The phone number you provided is incorrect')).toBeInTheDocument();
    expect(within(form).getByText('The email address is incorrect')).toBeInTheDocument();
    expect(within(form).getByText('Province, city and district is required')).toBeInTheDocument();
    expect(within(form).getByText('Street address is required')).toBeInTheDocument();
    expect(within(form).getByText('A Chinese postcode has 6 digits')).toBeInTheDocument();
    expect(within(form).getByLabelText('Recipient')).toHaveFocus();
    expect(posts(calls, 'POST address/save')).toEqual([]);
  });

  it('words the problems in Chinese too, and a postcode abroad by its digits', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    const { calls, user } = openBook([home]);
    await user.click(await screen.findByRole('button', { name: '新增收货地址' }));
    const form = await screen.findByRole('form', { name: '新增收货地址' });
    await user.click(within(form).getByRole('radio', { name: '其他国家和地区' }));
    await user.type(within(form).getByLabelText('手机号码'), '1380013800');
    await user.type(within(form).getByLabelText('城市'), 'x'.repeat(41));
    await user.type(within(form).getByLabelText('邮编（选填）'), '12');
    await user.click(within(form).getByRole('button', { name: '保存地址' }));

    expect(await within(form).findByText('收货人不能为空')).toBeInTheDocument();
    expect(within(form).getByLabelText('手机号码')).toHaveAccessibleDescription('您输入的手机号码不正确');
    expect(within(form).getByLabelText('国家或地区')).toHaveAccessibleDescription('国家或地区不能为空');
    expect(within(form).getByLabelText('城市')).toHaveAccessibleDescription('城市过长');
    expect(within(form).getByLabelText('邮编（选填）')).toHaveAccessibleDescription('邮编为3至10位数字');
    expect(within(form).getByLabelText('收货人')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls, 'POST address/save')).toEqual([]);
  });

  it('takes any other country as free text, without a region code', async () => {
    const { calls, user } = openBook([home], { 'POST address/save': ok(abroad) });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    await user.click(within(form).getByRole('radio', { name: 'Other countries and regions' }));
    await user.type(within(form).getByLabelText('Recipient'), 'Anna');
    await user.type(within(form).getByLabelText('Mobile phone'), '13911112222');
    await user.type(within(form).getByLabelText('Country or region'), 'France');
    await user.type(within(form).getByLabelText('Province / state'), 'Île-de-France');
    await user.type(within(form).getByLabelText('City'), 'Paris');
    await user.type(within(form).getByLabelText('Street address'), '8 Rue de Rivoli');
    await user.type(within(form).getByLabelText('Postcode (optional)'), '75004');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(posts(calls, 'POST address/save')[0]).toMatchObject({ country: 'France', province: 'Île-de-France', city: 'Paris', district: '', region_code: '', zip: '75004' });
  });

  it('reopens the picker where the address was, and finds the region of an address typed by name', async () => {
    const typed = address(4, { accept_name: 'Typed', province: '浙江省', city: '杭州市', district: '西湖区', region_code: '' });
    const { calls, user } = openBook([home, typed], { 'POST address/save': ok(typed) });
    await user.click(within(await card('张伟')).getByRole('button', { name: 'Edit the address of 张伟' }));
    await screen.findByRole('form', { name: 'Edit address' });
    expect(select('Province')).toHaveDisplayValue('上海市');
    expect(select('City')).toHaveDisplayValue('上海市');
    expect(select('District')).toHaveDisplayValue('浦东新区');
    expect(screen.getByRole('checkbox', { name: 'This is your default address' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(await card('Typed')).getByRole('button', { name: 'Edit the address of Typed' }));
    await screen.findByRole('form', { name: 'Edit address' });
    expect(select('District')).toHaveDisplayValue('西湖区');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(posts(calls, 'POST address/save')[0]).toMatchObject({ id: 4, region_code: '330106', district: '西湖区' });
  });

  it('shows the server’s refusal under the field it names, and a refusal naming none as a message', async () => {
    let attempt = 0;
    const { user } = openBook([home], {
      'POST address/save': () => (++attempt === 1 ? refused('The phone number you provided is incorrect', { field: 'mobile' }) : refused(`You can keep at most ${ADDRESS_BOOK_MAX} addresses; please delete one first`)),
    });
    await user.click(within(await card('张伟')).getByRole('button', { name: 'Edit the address of 张伟' }));
    const form = await screen.findByRole('form', { name: 'Edit address' });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('The phone number you provided is incorrect')).toBeInTheDocument();
    expect(within(form).getByLabelText('Mobile phone')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(`You can keep at most ${ADDRESS_BOOK_MAX} addresses; please delete one first`)).toBeInTheDocument();
    expect(useToastStore.getState().items.map((item) => item.message)).toEqual([`You can keep at most ${ADDRESS_BOOK_MAX} addresses; please delete one first`]);
    expect(within(form).getByLabelText('Recipient')).toHaveValue('张伟');
  });

  it('stops offering to add at the cap, and says why', async () => {
    openBook(Array.from({ length: ADDRESS_BOOK_MAX }, (_, n) => address(n + 1, { is_default: n === 0 })));
    expect(await screen.findByText(`You keep the most addresses allowed (${ADDRESS_BOOK_MAX}); delete one to add another.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeDisabled();
  });

  it('deletes only once asked, and sets another address as the default', async () => {
    const { calls, user, answerWith } = openBook([home, abroad], {
      'POST address/delete': () => {
        answerWith([home]);
        return ok(null);
      },
      'POST address/default': ok(null),
    });
    await user.click(within(await card('Anna')).getByRole('button', { name: 'Set the address of Anna as default' }));
    expect(await screen.findByText('Default address set')).toBeInTheDocument();
    expect(posts(calls, 'POST address/default')).toEqual([{ id: 2 }]);

    await user.click(within(await card('Anna')).getByRole('button', { name: 'Delete the address of Anna' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(posts(calls, 'POST address/delete')).toEqual([]);
    await user.click(within(await card('Anna')).getByRole('button', { name: 'Delete the address of Anna' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(posts(calls, 'POST address/delete')).toEqual([{ id: 2 }]);
    await expect(card('Anna')).rejects.toThrow();
  });
});
