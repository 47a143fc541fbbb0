import { screen } from '@testing-library/react';
import { useAuthStore } from '@shop/shared';
import { member, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import { memberKeys } from '@/lib/member-keys';
import { expectUrl } from '@/testing/location';
import BindPage from './bind-page';

function openBind(url = '/user/bind') {
  return renderPage(BindPage, { path: '/user/bind', url });
}

describe('bind phone page', () => {
  it('sends visitors to sign-in and back here afterwards', async () => {
    openBind();
    await expectUrl('/user/login?redirect=/user/bind');
  });

  it('goes on to where it was sent from once bound (a first WeChat sign-in, an order), never off the site', async () => {
    signIn({ ...member, mobile: '' });
    mockApi({ 'POST sms/send': ok({ resend_in: 60, expires_in: 300 }), 'POST user/bind': ok({ ...member, mobile: '139****9000' }) });
    const { user } = openBind('/user/bind?redirect=%2Fcart%2Fconfirm%3Ftype%3Dbuy%26sku_id%3D3');
    expect(screen.getByText('Bind a phone number to go on: orders need one. It also lets you sign in by SMS and recover your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '13900139000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('Verification code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));
    await expectUrl('/cart/confirm?type=buy&sku_id=3');
  });

  it('binds the phone, keeps the member it answers and goes to the member centre', async () => {
    signIn({ ...member, mobile: '' });
    const bound = { ...member, mobile: '139****9000' };
    const calls = mockApi({ 'POST sms/send': ok({ resend_in: 60, expires_in: 300 }), 'POST user/bind': ok(bound) });
    const { user, queryClient } = openBind();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bind your phone number');
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter the phone number');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Please send the verification code');

    await user.type(screen.getByLabelText('Phone number'), '13900139000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('Verification code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Bind phone' }));

    await expectUrl('/ucenter/index');
    expect(calls).toEqual([
      { route: 'POST sms/send', body: { mobile: '13900139000', scene: 'bind' } },
      { route: 'POST user/bind', body: { mobile: '13900139000', code: '111222' } },
    ]);
    expect(useAuthStore.getState().user?.mobile).toBe('139****9000');
    // The member centre shows the new phone without asking again.
    expect(queryClient.getQueryData(memberKeys.current())).toEqual(bound);
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
    expect(screen.getAllByText('This phone number is taken')).toHaveLength(1);
    expect(screen.getByLabelText('Verification code')).toHaveValue('111222');
  });
});
