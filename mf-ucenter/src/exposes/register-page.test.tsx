import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n, useAuthStore, useCartStore } from '@shop/shared';
import { member, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { expectUrl } from '@/testing/location';
import RegisterPage from './register-page';

const smsSent = ok({ resend_in: 60, expires_in: 300 });

function openRegister(url = '/user/register') {
  return renderPage(RegisterPage, { path: '/user/register', url });
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Phone number'), '13800138000');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('button', { name: /Resend in/ });
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.type(screen.getByLabelText('Password'), 'abc123');
  await user.type(screen.getByLabelText('Confirm password'), 'abc123');
}

describe('sign-up page', () => {
  it('has one heading and every field named', () => {
    openRegister();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
    for (const label of ['Phone number', 'Verification code', 'Password', 'Confirm password', 'Username (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'I agree to the user agreement' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('shows every problem under its field and calls nothing', async () => {
    const calls = mockApi({});
    const { user } = openRegister();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter the phone number');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Please send the verification code');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter the password');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Please enter the password again');
    expect(screen.getByRole('checkbox', { name: 'I agree to the user agreement' })).toHaveAccessibleDescription(
      'Please read and agree to the user agreement',
    );
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('refuses a weak password and passwords that differ', async () => {
    const calls = mockApi({ 'POST sms/send': smsSent });
    const { user } = openRegister();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be 6-20 characters and contain both letters and digits',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(calls.map((call) => call.route)).toEqual(['POST sms/send']);
  });

  it('requires the agreement even when everything else is right', async () => {
    const calls = mockApi({ 'POST sms/send': smsSent });
    const { user } = openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('checkbox', { name: 'I agree to the user agreement' })).toHaveAccessibleDescription(
      'Please read and agree to the user agreement',
    );
    expect(calls.map((call) => call.route)).toEqual(['POST sms/send']);

    await user.click(screen.getByRole('checkbox', { name: 'I agree to the user agreement' }));
    expect(screen.getByRole('checkbox', { name: 'I agree to the user agreement' })).not.toHaveAccessibleDescription();
  });

  it('sends the register code, signs the member up and in, and goes on to the redirect', async () => {
    const calls = mockApi({
      'POST sms/send': smsSent,
      'POST user/register': ok({ token: 'token-reg', user: member }),
      'GET cart/count': ok(2),
    });
    const { user } = openRegister('/user/register?redirect=/cart/index');
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the user agreement' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await expectUrl('/cart/index');
    expect(calls[0]?.body).toEqual({ mobile: '13800138000', scene: 'register' });
    expect(calls[1]).toEqual({ route: 'POST user/register', body: { mobile: '13800138000', code: '123456', password: 'abc123' } });
    expect(useAuthStore.getState().token).toBe('token-reg');
    expect(useCartStore.getState().count).toBe(2);
    expect(screen.getByText('Welcome! Your account has been created')).toBeInTheDocument();
  });

  it('sends the username when one is chosen', async () => {
    const calls = mockApi({ 'POST sms/send': smsSent, 'POST user/register': ok({ token: 't', user: member }), 'GET cart/count': ok(0) });
    const { user } = openRegister();
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Username (optional)'), 'lily');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the user agreement' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await expectUrl('/ucenter/index');
    expect(calls[1]?.body).toMatchObject({ username: 'lily' });
  });

  it('puts a wrong code under the code field and keeps the form filled', async () => {
    mockApi({ 'POST sms/send': smsSent, 'POST user/register': refused('The verification code is wrong', { field: 'code' }) });
    const { user } = openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the user agreement' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByLabelText('Verification code')).toHaveAccessibleDescription('The verification code is wrong');
    expect(screen.getByLabelText('Password')).toHaveValue('abc123');
    expect(screen.getByRole('checkbox', { name: 'I agree to the user agreement' })).toBeChecked();
  });

  it('checks the username with the API rule and words, and shows a server refusal once, under its field', async () => {
    const taken = 'This username is already taken';
    const calls = mockApi({
      'POST sms/send': smsSent,
      'POST user/register': refused(taken, { field: 'username', errors: [{ field: 'username', message: taken }, { field: 'username', message: 'again' }] }),
    });
    const { user } = openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the user agreement' }));
    await user.type(screen.getByLabelText('Username (optional)'), 'a!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Username (optional)')).toHaveAccessibleDescription('Username must be 2-20 letters, digits, underscores or Chinese characters');
    expect(calls.map((call) => call.route)).toEqual(['POST sms/send']);

    await user.clear(screen.getByLabelText('Username (optional)'));
    await user.type(screen.getByLabelText('Username (optional)'), 'lily');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByLabelText('Username (optional)')).toHaveAccessibleDescription(taken);
    expect(screen.getAllByText(taken)).toHaveLength(1);
  });

  it('refuses a phone number as the username, in Chinese too', async () => {
    const calls = mockApi({ 'POST sms/send': smsSent });
    const { user } = openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the user agreement' }));
    await user.type(screen.getByLabelText('Username (optional)'), '13900139000');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Username (optional)')).toHaveAccessibleDescription('Username cannot be a phone number');
    expect(screen.getByLabelText('Username (optional)')).toHaveFocus();
    await act(() => i18n.changeLanguage('zh-cn'));
    try {
      expect(screen.getByLabelText('用户名（选填）')).toHaveAccessibleDescription('用户名不能是手机号');
    } finally {
      await act(() => i18n.changeLanguage('en-us'));
    }
    expect(calls.map((call) => call.route)).toEqual(['POST sms/send']);
  });

  it('sends a signed-in member on', async () => {
    signIn();
    openRegister();
    await expectUrl('/ucenter/index');
  });
});
