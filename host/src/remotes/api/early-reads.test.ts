import { readWithoutCache, startRemoteReads } from './early-reads';

function json(status: number, body: unknown): Response {
  return { ok: status < 400, status, json: () => Promise.resolve(body), clone() { return this; } } as Response;
}

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

beforeEach(() => {
  fetchMock = jest.fn((url: string) =>
    Promise.resolve(url === '/home/remotes.json' ? json(200, { catalog: '/remotes/catalog/mf-manifest.json', bad: 'https://x.example/app.js' }) : json(200, { url })),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it("starts the registry, then every manifest's routes.json, without the HTTP cache, before anyone asks", async () => {
  startRemoteReads('/home/remotes.json');
  await settle();
  expect(fetchMock.mock.calls).toEqual([
    ['/home/remotes.json', { cache: 'no-cache' }],
    ['http://localhost/remotes/catalog/routes.json', { cache: 'no-cache' }],
  ]);
  await readWithoutCache('http://localhost/remotes/catalog/routes.json');
  await readWithoutCache('/home/remotes.json');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('hands each early read out once: the next refresh asks the server again', async () => {
  startRemoteReads('/home/remotes.json');
  await settle();
  await readWithoutCache('/home/remotes.json');
  await readWithoutCache('/home/remotes.json');
  await readWithoutCache('http://localhost/remotes/catalog/routes.json');
  expect(fetchMock.mock.calls.filter(([url]) => url === '/home/remotes.json')).toHaveLength(2);
});

it('reads fresh when nothing was started early', async () => {
  await expect(readWithoutCache('/remotes/home/routes.json').then((response) => response.json())).resolves.toEqual({ url: '/remotes/home/routes.json' });
  expect(fetchMock).toHaveBeenCalledWith('/remotes/home/routes.json', { cache: 'no-cache' });
});

it('waits for the early routes.json reads when the shell asks for one before they have started', async () => {
  startRemoteReads('/home/remotes.json');
  await readWithoutCache('http://localhost/remotes/catalog/routes.json');
  expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/catalog/routes.json'))).toHaveLength(1);
});
