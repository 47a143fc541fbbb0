import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { endpoints } from '@shop/contract';
import { http } from '../http/client';
import { setNavigator } from '../http/navigation';
import { queryClient } from '../query/query-client';
import { useAuthStore } from '../stores/auth-store';
import { mockApi, ok, signIn } from '../../testing/index';
import { logout } from './session-actions';

/** A members page as the member centre is: a query of the member's, and the session read in render. */
function CouponBox() {
  const signedIn = useAuthStore((state) => state.token !== null);
  const { data } = useQuery({
    queryKey: ['coupons', 'count'],
    queryFn: async () => (await http.call(endpoints.listMemberCoupons, { status: 'unused', page: 1, size: 1 })).data.counts.unused,
  });
  return <p>{signedIn ? `coupons: ${data ?? '…'}` : 'signing out'}</p>;
}

/** A page whose loader the test releases, as the shell's `/` waits for the settings and remotes. */
function deferred() {
  let release: () => void = () => undefined;
  const done = new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
  return { done, release };
}

afterEach(() => {
  setNavigator(null);
  queryClient.clear();
});

describe('logout', () => {
  it('ends on / even when the page being left asks again without a token and is answered 401', async () => {
    signIn();
    const home = deferred();
    const calls = mockApi({
      'POST user/logout': ok(null),
      // The server answers the member's token, and 401 to a request without one.
      'GET coupon/mine': () =>
        useAuthStore.getState().token
          ? ok({ counts: { unused: 3, used: 0, expired: 0 }, list: [], total: 1 })
          : { code: 401, msg: 'Please sign in', data: null },
    });
    const router = createMemoryRouter(
      [
        { path: '/ucenter/index', element: <CouponBox /> },
        { path: '/', loader: () => home.done, element: <p>home</p> },
        { path: '/user/login', element: <p>sign in</p> },
      ],
      { initialEntries: ['/ucenter/index'] },
    );
    setNavigator((path, options) => router.navigate(path, options));
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('coupons: 3')).toBeInTheDocument();

    let signedOut: Promise<void> = Promise.resolve();
    act(() => {
      signedOut = logout();
    });
    // While `/` loads, the page still shown asks for its count again, now without a token: 401.
    await waitFor(() => expect(calls.filter((call) => call.route === 'GET coupon/mine')).toHaveLength(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      home.release();
      await signedOut;
    });

    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
    expect(calls.map((call) => call.route)).toEqual(['GET coupon/mine', 'POST user/logout', 'GET coupon/mine']);
  });

  it('leaves a 401 after the sign-out to send the visitor to sign-in as always', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    signIn();
    mockApi({ 'POST user/logout': ok(null), 'GET coupon/mine': { code: 401, msg: 'Please sign in', data: null } });
    await logout();
    expect(navigate).toHaveBeenCalledWith('/', undefined);

    await expect(http.call(endpoints.listMemberCoupons, { status: 'unused', page: 1, size: 1 })).rejects.toMatchObject({ code: 401 });
    expect(navigate).toHaveBeenLastCalledWith(expect.stringMatching(/^\/user\/login\?redirect=/), { replace: true });
  });
});
