import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useAuthStore, useCartStore, useSettingsStore, type SiteSettings } from '@shop/shared';
import { later, member, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { memberKeys } from '@/lib/member-keys';
import { currentUrl, expectUrl } from '@/testing/location';
import LoginPage from './login-page';

const session = { token: 'token-new', user: member };

function openLogin(url = '/user/login') {
  return renderPage(LoginPage, { path: '/user/login', url });
}

describe('sign-in page', () => {
  it('offers password and SMS sign-in as tabs, with links to sign-up and recovery', async () => {
    const { user } = openLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Member sign-in');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Password sign-in', 'SMS sign-in']);
    expect(screen.getByRole('tab', { name: 'Password sign-in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Username or phone')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'SMS sign-in' }));
    expect(screen.getByRole('tab', { name: 'SMS sign-in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Phone number')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();

    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/user/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/user/forget');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = openLogin();
    screen.getByRole('tab', { name: 'Password sign-in' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS sign-in' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'SMS sign-in' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for the account and password before calling the server', async () => {
    const calls = mockApi({});
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username or phone')).toHaveAccessibleDescription('Please enter the username or phone number');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter the password');
    expect(screen.getByLabelText('Username or phone')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('clears a message once its field is edited, and asks again on the next submit', async () => {
    mockApi({});
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText('Username or phone'), ' ');
    expect(screen.getByLabelText('Username or phone')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username or phone')).toHaveAccessibleDescription('Please enter the username or phone number');
  });

  it('shows the required-field message in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    try {
      const { user } = openLogin();
      await user.click(screen.getByRole('tab', { name: '短信登录' }));
      await user.click(screen.getByRole('button', { name: '登录' }));
      expect(screen.getByLabelText('手机号码')).toHaveAccessibleDescription('请输入手机号码');
      expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请先发送验证码');
      await user.type(screen.getByLabelText('手机号码'), '12345');
      await user.click(screen.getByRole('button', { name: '登录' }));
      expect(screen.getByLabelText('手机号码')).toHaveAccessibleDescription('您输入的手机号码不正确');
    } finally {
      await act(() => i18n.changeLanguage('en-us'));
    }
  });

  it('signs in with a password, keeps the token and the profile, counts the cart and goes to the safe redirect', async () => {
    const calls = mockApi({ 'POST user/login': ok(session), 'GET cart/count': ok(3) });
    const { user, queryClient } = openLogin('/user/login?redirect=%2Fgoods%2Fview%3Fid%3D9');
    await user.type(screen.getByLabelText('Username or phone'), ' lily ');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await expectUrl('/goods/view?id=9');
    expect(calls[0]).toEqual({ route: 'POST user/login', body: { type: 'password', account: 'lily', password: 'abc123' } });
    expect(useAuthStore.getState().token).toBe('token-new');
    expect(useAuthStore.getState().user).toEqual(member);
    // The member centre shows the profile from the answer without asking again.
    expect(queryClient.getQueryData(memberKeys.current())).toEqual(member);
    expect(useCartStore.getState().count).toBe(3);
    expect(screen.getByText('Signed in successfully')).toBeInTheDocument();
  });

  it.each(['//evil.example', 'https://evil.example/steal', '/user/login'])('goes to the member centre instead of the unsafe redirect %s', async (redirect) => {
    mockApi({ 'POST user/login': ok(session), 'GET cart/count': ok(0) });
    const { user } = openLogin(`/user/login?redirect=${encodeURIComponent(redirect)}`);
    await user.type(screen.getByLabelText('Username or phone'), 'lily');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectUrl('/ucenter/index');
    expect(useAuthStore.getState().token).toBe('token-new');
  });

  it('still signs in when the cart count cannot be had, the badge keeping its number', async () => {
    useCartStore.setState({ count: 4 });
    mockApi({ 'POST user/login': ok(session), 'GET cart/count': () => Promise.reject(new Error('offline')) });
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Username or phone'), 'lily');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectUrl('/ucenter/index');
    expect(useAuthStore.getState().token).toBe('token-new');
    expect(useCartStore.getState().count).toBe(4);
    expect(screen.queryByText('The network is unavailable, please try again later')).not.toBeInTheDocument();
  });

  it('puts a server error under the field it names and keeps what was typed', async () => {
    mockApi({ 'POST user/login': refused('Wrong password', { field: 'password' }) });
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Username or phone'), 'lily');
    await user.type(screen.getByLabelText('Password'), 'abc999');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription('Wrong password');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('abc999');
    expect(screen.getByLabelText('Username or phone')).toHaveValue('lily');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    // Said once: under the field, not also as a toast.
    expect(screen.getAllByText('Wrong password')).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
    expect(currentUrl()).toBe('/user/login');
  });

  it('asks only for a password of a length the sign-in takes, not for the sign-up rule', async () => {
    const calls = mockApi({ 'POST user/login': ok(session), 'GET cart/count': ok(0) });
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Username or phone'), 'lily');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('a'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at most 100 characters');
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'old');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectUrl('/ucenter/index');
  });

  it('shows the button pending and sends once, however often it is clicked', async () => {
    const answer = later();
    const calls = mockApi({ 'POST user/login': answer.handler, 'GET cart/count': ok(0) });
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Username or phone'), 'lily');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(calls.filter((call) => call.route === 'POST user/login')).toHaveLength(1);
    await act(async () => answer.release(ok(session)));
    await expectUrl('/ucenter/index');
  });

  it('sends a visiting member straight on', async () => {
    signIn();
    openLogin('/user/login?redirect=/cart/index');
    await expectUrl('/cart/index');
  });
});

describe('SMS sign-in', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  async function openSmsTab({ fakeTimers = false } = {}) {
    const view = openLogin();
    // Under jest's fake timers the typing must advance them.
    const user = fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : view.user;
    await user.click(screen.getByRole('tab', { name: 'SMS sign-in' }));
    return { ...view, user };
  }

  it('checks the phone number before sending a code', async () => {
    const calls = mockApi({});
    const { user } = await openSmsTab();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter the phone number');
    await user.type(screen.getByLabelText('Phone number'), '23800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('The phone number you provided is incorrect');
    expect(calls).toHaveLength(0);
  });

  it('asks to send a code, then for the code, then for six digits', async () => {
    const calls = mockApi({ 'POST sms/send': ok({ resend_in: 60, expires_in: 300 }) });
    const { user } = await openSmsTab();
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Please send the verification code');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The verification code has been sent')).toBeInTheDocument();
    // Sent: the request to send one is gone.
    expect(screen.getByLabelText('Verification code')).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Please send the verification code')).not.toBeInTheDocument();
    expect(calls).toEqual([{ route: 'POST sms/send', body: { mobile: '13800138000', scene: 'login' } }]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Please enter the verification code');

    await user.type(screen.getByLabelText('Verification code'), '12a4');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('The verification code must be 6 digits');
    expect(calls).toHaveLength(1);
  });

  it('counts down 60 seconds before another code can be sent', async () => {
    jest.useFakeTimers();
    mockApi({ 'POST sms/send': ok({ resend_in: 60, expires_in: 300 }) });
    const { user } = await openSmsTab({ fakeTimers: true });
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const button = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend in 59 s');
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('Resend in 1 s');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Send code');
    expect(button).toBeEnabled();
  });

  it('waits as long as the server asks when sending too soon', async () => {
    jest.useFakeTimers();
    mockApi({ 'POST sms/send': refused('Too many requests', { retry_after: 30 }) });
    const { user } = await openSmsTab({ fakeTimers: true });
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    expect(screen.getAllByText('Too many requests')).toHaveLength(1);
  });

  it('reads the wait from the message when the refusal gives no retry_after', async () => {
    jest.useFakeTimers();
    mockApi({ 'POST sms/send': refused('Too many attempts, please try again in 13 seconds') });
    const { user } = await openSmsTab({ fakeTimers: true });
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const button = await screen.findByRole('button', { name: 'Resend in 13 s' });
    expect(button).toBeDisabled();
    expect(screen.getAllByText('Too many attempts, please try again in 13 seconds')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(13_000));
    expect(button).toHaveTextContent('Send code');
  });

  it('puts a refused phone number under the phone field', async () => {
    mockApi({ 'POST sms/send': refused('This phone number is not registered', { field: 'mobile' }) });
    const { user } = await openSmsTab();
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Phone number')).toHaveAccessibleDescription('This phone number is not registered');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('signs in with phone and code', async () => {
    const calls = mockApi({ 'POST sms/send': ok({ resend_in: 60, expires_in: 300 }), 'POST user/login': ok(session), 'GET cart/count': ok(1) });
    const { user } = await openSmsTab();
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectUrl('/ucenter/index');
    expect(calls.find((call) => call.route === 'POST user/login')?.body).toEqual({ type: 'sms', mobile: '13800138000', code: '123456' });
    expect(useAuthStore.getState().token).toBe('token-new');
  });
});

describe('WeChat sign-in', () => {
  const offer = (is_wechat: 0 | 1) => useSettingsStore.setState({ settings: { title: 'Lumen Mall', is_wechat } as SiteSettings });
  afterEach(() => useSettingsStore.setState({ settings: null }));

  it('is offered only when the shop says is_wechat', () => {
    offer(0);
    const { unmount } = openLogin();
    expect(screen.queryByRole('link', { name: 'Sign in with WeChat' })).not.toBeInTheDocument();
    unmount();
    offer(1);
    openLogin();
    expect(screen.getByRole('link', { name: 'Sign in with WeChat' })).toHaveAttribute('href', '/homeapi/user/wechat/start');
  });

  it('leaves for WeChat through the API carrying only a safe place to come back to', () => {
    offer(1);
    const { unmount } = openLogin('/user/login?redirect=%2Fgoods%2Fview%3Fid%3D9');
    expect(screen.getByRole('link', { name: 'Sign in with WeChat' })).toHaveAttribute('href', '/homeapi/user/wechat/start?redirect=%2Fgoods%2Fview%3Fid%3D9');
    unmount();
    openLogin('/user/login?redirect=%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: 'Sign in with WeChat' })).toHaveAttribute('href', '/homeapi/user/wechat/start?redirect=%2Fucenter%2Findex');
  });

  it('says in Chinese too', async () => {
    offer(1);
    await act(() => i18n.changeLanguage('zh-cn'));
    try {
      openLogin('/user/login?wechat_error=denied');
      expect(screen.getByRole('link', { name: '微信登录' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('已取消微信登录');
    } finally {
      await act(() => i18n.changeLanguage('en-us'));
    }
  });

  it.each([
    ['state', 'That WeChat sign-in has expired or was started in another browser, please try again'],
    ['code', 'WeChat did not accept the sign-in, please scan the QR code again'],
    ['unavailable', 'WeChat sign-in is not available at the moment, please sign in another way'],
  ])('says why a WeChat sign-in came back (%s)', (reason, message) => {
    openLogin(`/user/login?wechat_error=${reason}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says nothing for an unknown reason', () => {
    openLogin('/user/login?wechat_error=%3Cscript%3E');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
