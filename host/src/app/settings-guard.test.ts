import { useSettingsStore } from '@shop/shared';
import { settingsGuard } from './settings-guard';
import { isMobileUserAgent } from './mobile-redirect';
import { mockApi, ok, testSettings } from '@shop/shared/testing';

const settings = testSettings({ title: 'Lumen Mall', ctitle: 'Quality goods', keywords: 'mall,tea', description: 'A shop', mobile_url: '/h5/' });

it('fetches common/init, stores the settings and sets the keywords and description meta', async () => {
  const calls = mockApi({ 'GET common/init': ok(settings) });
  await settingsGuard({ request: new Request('http://shop.test/home/user/login') });
  expect(calls).toEqual([{ route: 'GET common/init', body: {} }]);
  expect(useSettingsStore.getState().settings).toEqual(settings);
  expect(JSON.parse(window.localStorage.getItem('pc_settings')!)).toEqual(settings);
  expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'mall,tea');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A shop');
});

it('keeps the cached settings when the server cannot be reached', async () => {
  useSettingsStore.getState().setSettings(settings);
  // No envelope at all: the call fails before the server answers.
  const calls = mockApi({ 'GET common/init': () => Promise.reject(new Error('Network Error')) });
  await expect(settingsGuard({ request: new Request('http://shop.test/home/index') })).resolves.toEqual(settings);
  expect(calls.map((call) => call.route)).toEqual(['GET common/init']);
});

it('recognises phones and tablets but not desktops', () => {
  expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
  expect(isMobileUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
  expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
  expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36')).toBe(false);
  expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/156.0 Safari/537.36')).toBe(false);
});

it('does not fetch for / itself, which only redirects to /index', async () => {
  const calls = mockApi({ 'GET common/init': ok(settings) });
  await settingsGuard({ request: new Request('http://shop.test/home/') });
  expect(calls).toEqual([]);
});
