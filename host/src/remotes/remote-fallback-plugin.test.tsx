import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { i18n } from '@shop/shared';
import '../i18n/shell-messages';
import type * as fallbackPluginModule from './remote-fallback-plugin';
import { RemoteUnavailable } from './remote-unavailable';

type ErrorLoadRemote = (args: { id?: string; error?: unknown; lifecycle?: string }) => unknown;

/** A fresh copy of the plugin module: the fallback page it holds is module state. */
function loadPluginModule() {
  let loaded: typeof fallbackPluginModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof fallbackPluginModule>('./remote-fallback-plugin');
  });
  if (!loaded) throw new Error('the plugin module did not load');
  const errorLoadRemote = loaded.default().errorLoadRemote as unknown as ErrorLoadRemote;
  return { provideRemoteFallback: loaded.provideRemoteFallback, errorLoadRemote };
}

beforeAll(() => i18n.changeLanguage('en-us'));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('answers a failed remote module with one whose page is the translated panel, and logs why', () => {
  const { provideRemoteFallback, errorLoadRemote } = loadPluginModule();
  provideRemoteFallback(RemoteUnavailable);
  const failure = new Error('manifest 503');
  const module = errorLoadRemote({ id: 'catalog/goods-list-page', error: failure, lifecycle: 'onLoad' }) as { __esModule: boolean; default: ComponentType };
  expect(module.__esModule).toBe(true);
  expect(console.error).toHaveBeenCalledWith('Remote module catalog/goods-list-page could not be loaded', failure);
  const Page = module.default;
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'This part of the shop is unavailable' })).toBeInTheDocument();
});

it('leaves a failed shared module alone: a page cannot stand in for a library', () => {
  const { provideRemoteFallback, errorLoadRemote } = loadPluginModule();
  provideRemoteFallback(RemoteUnavailable);
  expect(errorLoadRemote({ id: 'react', error: new Error('no provider'), lifecycle: 'beforeLoadShare' })).toBeUndefined();
});

it('lets the failure through before the shell has started and handed it the panel', () => {
  const { errorLoadRemote } = loadPluginModule();
  expect(errorLoadRemote({ id: 'catalog/goods-list-page', error: new Error('manifest 503'), lifecycle: 'onLoad' })).toBeUndefined();
});
