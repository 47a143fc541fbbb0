import { loadRegistry, parseRegistry } from './remote-registry';

const registry = { catalog: '/remotes/catalog/mf-manifest.json', home: 'https://cdn.example/home/mf-manifest.json' };
const LAST_GOOD = 'pc_remote_registry';

function answer(status: number, json: () => Promise<unknown>) {
  return Promise.resolve({ ok: status < 400, status, json } as Response);
}

let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

beforeEach(() => {
  window.localStorage.clear();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('parseRegistry', () => {
  it('takes remote names mapped to same-origin or http(s) manifest URLs', () => {
    expect(parseRegistry(registry)).toEqual(registry);
    expect(parseRegistry({})).toEqual({});
  });

  it.each([
    ['a list', [registry.catalog]],
    ['null', null],
    ['a name that is not a remote name', { 'Catalog!': registry.catalog }],
    ['a URL that is not a manifest', { catalog: '/remotes/catalog/remoteEntry.js' }],
    ['a protocol-relative URL', { catalog: '//evil.example/mf-manifest.json' }],
    ['a script URL', { catalog: 'javascript:alert(1)//mf-manifest.json' }],
    ['a URL that is not text', { catalog: 42 }],
  ])('refuses %s', (_, value) => {
    expect(parseRegistry(value)).toBeNull();
  });
});

describe('loadRegistry', () => {
  it("reads the operator's file without the HTTP cache and remembers it", async () => {
    fetchMock.mockReturnValue(answer(200, () => Promise.resolve(registry)));
    await expect(loadRegistry()).resolves.toEqual(registry);
    expect(fetchMock).toHaveBeenCalledWith('/home/remotes.json', { cache: 'no-cache' });
    expect(JSON.parse(window.localStorage.getItem(LAST_GOOD) ?? 'null')).toEqual(registry);
  });

  it.each([
    ['missing', () => answer(404, () => Promise.reject(new Error('no body')))],
    ['not JSON', () => answer(200, () => Promise.reject(new SyntaxError('Unexpected token <')))],
    ['malformed', () => answer(200, () => Promise.resolve({ catalog: 'javascript:alert(1)' }))],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('serves the last registry that worked when the file is %s, and says so', async (_, respond) => {
    window.localStorage.setItem(LAST_GOOD, JSON.stringify(registry));
    fetchMock.mockImplementation(respond);
    await expect(loadRegistry()).resolves.toEqual(registry);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('the last one that worked serves'), expect.any(Error));
  });

  it('serves no remote at all when nothing ever worked, or what was kept is no registry either', async () => {
    fetchMock.mockImplementation(() => answer(404, () => Promise.reject(new Error('no body'))));
    await expect(loadRegistry()).resolves.toEqual({});
    window.localStorage.setItem(LAST_GOOD, JSON.stringify({ catalog: 'https://evil.example/app.js' }));
    await expect(loadRegistry()).resolves.toEqual({});
    expect(console.error).toHaveBeenLastCalledWith('The remote registry could not be used', expect.any(Error));
  });
});
