import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockApi, ok, refused, renderPage } from '@shop/shared/testing';
import { expectUrl } from '@/testing/location';
import ForgetPage from './forget-page';

function openForget(url = '/user/forget') {
  return renderPage(ForgetPage, { path: '/user/forget', url });
}

async function resetWithCode(user: UserEvent) {
  await user.type(screen.getByLabelText('Phone number'), '13800138000');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(screen.getByLabelText('Verification code'), '654321');
  await user.type(screen.getByLabelText('New password'), 'newpass1');
  await user.type(screen.getByLabelText('Confirm password'), 'newpass1');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('password recovery page', () => {
  it('checks every field before calling', async () => {
    const calls = mockApi({});
    const { user } = openForget();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recover your password');
    await user.type(screen.getByLabelText('Phone number'), '1380013800');
    await user.type(screen.getByLabelText('New password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc124');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('The phone number you provided is incorrect');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Please send the verification code');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('resets the password with a forget code and goes to sign-in', async () => {
    const calls = mockApi({ 'POST sms/send': ok({ resend_in: 60, expires_in: 300 }), 'POST user/forget': ok(null) });
    const { user } = openForget();
    await resetWithCode(user);
    await expectUrl('/user/login');
    expect(calls).toEqual([
      { route: 'POST sms/send', body: { mobile: '13800138000', scene: 'forget' } },
      { route: 'POST user/forget', body: { mobile: '13800138000', code: '654321', password: 'newpass1' } },
    ]);
    expect(screen.getByText('Your password has been reset, please sign in')).toBeInTheDocument();
  });

  it('shows the server message once when it names no field of the form', async () => {
    mockApi({ 'POST sms/send': refused('SMS service is busy') });
    const { user } = openForget();
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findAllByText('SMS service is busy')).toHaveLength(1);
    expect(screen.getByLabelText('Phone number')).not.toHaveAccessibleDescription();
  });

  it('keeps the way back to where the member was going', async () => {
    mockApi({ 'POST sms/send': ok({ resend_in: 60, expires_in: 300 }), 'POST user/forget': ok(null) });
    const { user } = openForget('/user/forget?redirect=/cart/index');
    await resetWithCode(user);
    await expectUrl('/user/login?redirect=/cart/index');
  });

  it('tells the member when the network is down', async () => {
    mockApi({ 'POST sms/send': () => Promise.reject(new Error('offline')) });
    const { user } = openForget();
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The network is unavailable, please try again later')).toBeInTheDocument();
  });
});
