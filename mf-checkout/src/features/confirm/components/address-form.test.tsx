import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, Toaster, useToastStore } from '@shop/shared';
import { createTestQueryClient, mockApi, ok, refused, signIn, type ApiCall } from '@shop/shared/testing';
import '@/i18n/messages';
import { home } from '@/testing/fixtures';
import { AddressForm } from './address-form';

const saves = (calls: ApiCall[]) => calls.filter((call) => call.route === 'POST address/save').map((call) => call.body);
const toasts = () => useToastStore.getState().items.map((item) => item.message);

function renderForm(answer: Parameters<typeof mockApi>[0][string] = ok(home)) {
  signIn();
  const calls = mockApi({ 'POST address/save': answer });
  const onSaved = jest.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AddressForm onSaved={onSaved} onCancel={() => undefined} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, onSaved, user };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Recipient'), ' Tom ');
  await user.type(screen.getByLabelText('Mobile'), '13900139000');
  await user.type(screen.getByLabelText('Province'), 'Guangdong');
  await user.type(screen.getByLabelText('City'), 'Shenzhen');
  await user.type(screen.getByLabelText('Address'), '2 Sea Road');
}

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save address' }));

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

describe('new address form', () => {
  it('names each missing or wrong field in the spec’s sentences, focuses the first, and sends nothing', async () => {
    const { calls, user } = renderForm();
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Mobile'), '12345');
    await user.type(screen.getByLabelText('Email'), 'tom@');
    await save(user);
    expect(await screen.findByText('Recipient is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient')).toHaveFocus();
    expect(screen.getByLabelText('Recipient')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Country is required');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('The phone number you provided is incorrect');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('District')).not.toHaveAttribute('aria-invalid');
    expect(saves(calls)).toEqual([]);
    await user.type(screen.getByLabelText('Recipient'), 'T');
    expect(screen.queryByText('Recipient is required')).not.toBeInTheDocument();
  });

  it('says the same in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('手机号码'), '12345');
    await user.click(screen.getByRole('button', { name: '保存地址' }));
    expect(await screen.findByText('请填写收货人')).toBeInTheDocument();
    expect(screen.getByLabelText('国家')).toHaveValue('中国');
    expect(screen.getByLabelText('手机号码')).toHaveAccessibleDescription('您输入的手机号码有误');
  });

  it('words a wrong zip code for the country: six digits in China (in either language), 3 to 10 elsewhere', async () => {
    const { calls, user } = renderForm();
    await fillRequired(user);
    const zip = screen.getByLabelText('Zip code');
    const country = screen.getByLabelText('Country');
    await user.type(zip, '51800');
    await save(user);
    expect(await screen.findByText('A Chinese zip code is 6 digits')).toBeInTheDocument();
    await user.clear(country);
    await user.type(country, '中国');
    await user.clear(zip);
    await user.type(zip, '5180001');
    await save(user);
    expect(zip).toHaveAccessibleDescription('A Chinese zip code is 6 digits');
    await user.clear(country);
    await user.type(country, 'Germany');
    await user.clear(zip);
    await user.type(zip, 'D-10115');
    await save(user);
    expect(zip).toHaveAccessibleDescription('The zip code must be 3 to 10 digits');
    expect(saves(calls)).toEqual([]);
    await user.clear(zip);
    await user.type(zip, '10115');
    await save(user);
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
  });

  it('saves the address trimmed and without the empty fields, and hands the saved one over', async () => {
    const { calls, onSaved, user } = renderForm();
    await fillRequired(user);
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(home));
    expect(saves(calls)).toEqual([{ accept_name: 'Tom', mobile: '13900139000', country: 'China', province: 'Guangdong', city: 'Shenzhen', address: '2 Sea Road' }]);
  });

  it('says a refusal naming a field under it, once, and focuses it', async () => {
    const { onSaved, user } = renderForm(refused('The phone number you provided is incorrect', { field: 'mobile' }));
    await fillRequired(user);
    await save(user);
    expect(await screen.findByText('The phone number you provided is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveFocus();
    expect(toasts()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('toasts a refusal that names no field, once, keeping what was typed', async () => {
    const { user } = renderForm(refused('You can keep at most 20 addresses'));
    await fillRequired(user);
    await save(user);
    await waitFor(() => expect(toasts()).toEqual(['You can keep at most 20 addresses']));
    expect(screen.getByLabelText('Recipient')).toHaveValue(' Tom ');
  });
});
