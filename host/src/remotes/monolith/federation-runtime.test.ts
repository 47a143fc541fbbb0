import * as federation from '../federation-runtime';
import { loadRemote, preloadRemote, registerRemotes, satisfy } from './federation-runtime';
import * as monolith from './federation-runtime';

const homePage = { default: () => null };

jest.mock('virtual:monolith-pages', () => ({ __esModule: true, default: { 'home/home-page': () => Promise.resolve(homePage) } }), { virtual: true });

describe('the monolith federation runtime', () => {
  it('offers everything the federation seam offers, so the shell builds unchanged', () => {
    expect(Object.keys(monolith).sort()).toEqual(Object.keys(federation).sort());
  });

  it('loads a remote page from the pages built in', async () => {
    await expect(loadRemote('home/home-page')).resolves.toBe(homePage);
  });

  it('fails the load of a page that was not built in, so the page shows the error panel', async () => {
    await expect(loadRemote('loyalty/points-page')).rejects.toThrow('loyalty/points-page is not one of the pages built into this monolith');
  });

  it('has nothing to register, warm up or refuse', async () => {
    expect(registerRemotes([{ name: 'home', entry: '/remotes/home/mf-manifest.json' }])).toBeUndefined();
    await expect(preloadRemote([{ nameOrAlias: 'home' }])).resolves.toBeUndefined();
    expect(satisfy('19.0.0', '^20.0.0')).toBe(true);
  });
});
