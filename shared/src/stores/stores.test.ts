import { selectIsLoggedIn, useAuthStore } from './auth-store';
import { useCartStore } from './cart-store';
import { usePermissionStore } from './permission-store';
import { clearSession } from './session';
import { clearStaffSession } from './staff-session';
import { useStaffStore } from './staff-store';
import { toast, useToastStore } from './toast-store';
import { testMember } from '../../testing/index';

describe('auth store', () => {
  it('is logged in exactly when a token exists and stores under the pc_ prefix', () => {
    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(false);
    useAuthStore.getState().signIn('abc', testMember({ id: 7, username: 'lily', avatar: '/a.svg' }));
    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(true);
    expect(window.localStorage.getItem('pc_token')).toBe('abc');
    expect(JSON.parse(window.localStorage.getItem('pc_user')!)).toMatchObject({ username: 'lily', avatar: '/a.svg' });
  });

  it('clearSession removes token, user and cart count, and leaves the back-office session alone', () => {
    useAuthStore.getState().signIn('abc', testMember({ id: 7, username: 'lily' }));
    useCartStore.getState().setCount(3);
    useStaffStore.getState().signIn('staff-token', { id: 1, username: 'admin', name: 'Admin', role: { id: 1, code: 'administrator', name: 'Administrator' } });
    usePermissionStore.getState().setAuth(['*']);
    clearSession();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(useCartStore.getState().count).toBe(0);
    expect(window.localStorage.getItem('pc_token')).toBeNull();
    expect([useStaffStore.getState().token, usePermissionStore.getState().auth]).toEqual(['staff-token', ['*']]);
  });

  it('clearStaffSession removes the back-office token, user and permissions only', () => {
    useAuthStore.getState().signIn('abc', testMember({ id: 7, username: 'lily' }));
    useStaffStore.getState().signIn('staff-token', { id: 1, username: 'admin', name: 'Admin', role: { id: 1, code: 'administrator', name: 'Administrator' } });
    usePermissionStore.getState().setAuth(['*']);
    clearStaffSession();
    expect([useStaffStore.getState().token, window.localStorage.getItem('pc_admin_token'), usePermissionStore.getState().auth]).toEqual([null, null, []]);
    expect(useAuthStore.getState().token).toBe('abc');
  });
});

describe('cart store', () => {
  it('keeps a whole, non-negative count in pc_cartCount', () => {
    useCartStore.getState().setCount(5.7);
    expect(useCartStore.getState().count).toBe(5);
    expect(window.localStorage.getItem('pc_cartCount')).toBe('5');
    useCartStore.getState().setCount(-1);
    expect(useCartStore.getState().count).toBe(0);
  });
});

describe('toast store', () => {
  it('dismisses a toast after 3000 ms', () => {
    jest.useFakeTimers();
    useToastStore.setState({ items: [] });
    toast.error('boom');
    expect(useToastStore.getState().items).toHaveLength(1);
    jest.advanceTimersByTime(2999);
    expect(useToastStore.getState().items).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(useToastStore.getState().items).toHaveLength(0);
    jest.useRealTimers();
  });
});

describe('language cache', () => {
  it('shows cached content only in the language it was fetched in', async () => {
    const { i18n } = await import('../i18n/i18n');
    const { readLanguageCache, writeLanguageCache } = await import('../i18n/language-cache');
    await i18n.changeLanguage('en-us');
    writeLanguageCache('global', { top: 1 });
    expect(readLanguageCache('global')).toEqual({ top: 1 });
    await i18n.changeLanguage('zh-cn');
    expect(readLanguageCache('global')).toBeNull();
  });
});
