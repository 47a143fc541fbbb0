import { screen } from '@testing-library/react';
import { useAuthStore } from '@shop/shared';
import { member, mockApi, ok, refused, signIn } from '@shop/shared/testing';
import { renderPage } from '@/testing/render-page';
import BindPage from './bind-page';

function openBind() {
  return renderPage(BindPage, { path: '/user/bind' });
}

describe('bind phone page', () => {
  it('sends visitors to sign-in and back here afterwards', async () => {
    openBind();
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/login?redirect=/user/bind');
  });

  it('binds the phone, refreshes the member and goes to the member centre', async () => {
    signIn({ ...member, mobile: null });
    const calls = mockApi({
      'POST sms/send': ok({ resend_in: 60, expires_in: 300 }),
      'POST user/bind': ok(null),
      'GET user/center': ok({ ...member, mobile: '139****9000' }),
    });
    const { user } = openBind();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bind your phone number');
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter the phone number');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Please send the verification code');

    await user.type(screen.getByLabelText('Phone number'), '13900139000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('Verification code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/ucenter/index');
    expect(calls.map((call) => call.route)).toEqual(['POST sms/send', 'POST user/bind', 'GET user/center']);
    expect(calls[0].body).toEqual({ mobile: '13900139000', scene: 'bind' });
    expect(calls[1].body).toEqual({ mobile: '13900139000', code: '111222' });
    expect(useAuthStore.getState().user?.mobile).toBe('139****9000');
    expect(screen.getByText('Your phone number has been bound')).toBeInTheDocument();
  });

  it('puts a taken phone number under the phone field', async () => {
    signIn();
    mockApi({ 'POST sms/send': ok({ resend_in: 60, expires_in: 300 }), 'POST user/bind': refused('This phone number is taken', { field: 'mobile' }) });
    const { user } = openBind();
    await user.type(screen.getByLabelText('Phone number'), '13900139000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('Verification code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));
    expect(await screen.findByLabelText('Phone number')).toHaveAccessibleDescription('This phone number is taken');
    expect(screen.getByLabelText('Verification code')).toHaveValue('111222');
  });
});
