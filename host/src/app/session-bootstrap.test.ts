import { useAuthStore } from '@shop/shared';
import { adoptOauthCookie, refreshMember } from './session-bootstrap';
import { mockApi, ok, testMember } from '@shop/shared/testing';

it('saves the oauth cookie as the token and removes the cookie', () => {
  document.cookie = 'oauth=tok%2Fabc; path=/';
  adoptOauthCookie();
  expect(useAuthStore.getState().token).toBe('tok/abc');
  expect(window.localStorage.getItem('pc_token')).toBe('tok/abc');
  expect(document.cookie).not.toContain('oauth=');
});

it('does nothing without the cookie', () => {
  useAuthStore.getState().clear();
  adoptOauthCookie();
  expect(useAuthStore.getState().token).toBeNull();
});

it('user/center with a falsy code clears the session', async () => {
  useAuthStore.getState().signIn('stale', testMember({ id: 1, username: 'old' }));
  // Code 0 is the one failure the client hands back instead of rejecting: the caller reads it.
  const calls = mockApi({ 'GET user/center': { code: 0, msg: 'not signed in', data: null } });
  await refreshMember();
  expect(calls).toEqual([{ route: 'GET user/center', body: {} }]);
  expect(useAuthStore.getState().token).toBeNull();
  expect(useAuthStore.getState().user).toBeNull();
});

it('user/center success refreshes the user', async () => {
  useAuthStore.getState().signIn('fresh', testMember({ id: 1, username: 'old' }));
  const calls = mockApi({ 'GET user/center': ok(testMember({ id: 1, username: 'lily', avatar: '/a.svg' })) });
  await refreshMember();
  expect(calls).toEqual([{ route: 'GET user/center', body: {} }]);
  expect(useAuthStore.getState().user).toMatchObject({ username: 'lily' });
});

it('is not called for visitors', async () => {
  useAuthStore.getState().clear();
  const calls = mockApi({ 'GET user/center': ok(testMember()) });
  await refreshMember();
  expect(calls).toEqual([]);
});
