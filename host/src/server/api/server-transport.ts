import { AsyncLocalStorage } from 'node:async_hooks';
import { CLIENT_TYPE, http, setNavigator } from '@shop/shared';
import type { Language } from '@shop/shared';

/** How the server answers one API read: in the same process, through the API's own routes and read cache. */
export type ApiReader = (request: { method: string; url: string; headers: Record<string, string> }) => Promise<{
  status: number;
  headers: Record<string, string>;
  body: string;
}>;

export interface RenderScope {
  api: ApiReader;
  language: Language;
  /** Where the page sent the shopper instead (a 404 answer goes to the not-found page). */
  redirectedTo: string | null;
}

const scope = new AsyncLocalStorage<RenderScope>();

/** axios's adapter, as the shop's client takes it (the host reaches axios only through @shop/shared). */
type AxiosAdapter = Extract<NonNullable<typeof http.instance.defaults.adapter>, (...args: never[]) => unknown>;
type AxiosAnswer = Awaited<ReturnType<AxiosAdapter>>;

function currentScope(): RenderScope {
  const current = scope.getStore();
  if (!current) throw new Error('An API read on the server outside a page render');
  return current;
}

/**
 * The shop's HTTP client, on the server: a read goes to the API in-process, in the page's language
 * and never with anyone's token (the server renders what a visitor sees, so no HTML it sends is
 * personal).
 */
const serverAdapter: AxiosAdapter = async (config) => {
  const { api, language } = currentScope();
  const url = http.instance.getUri(config);
  const answer = await api({
    method: (config.method ?? 'get').toUpperCase(),
    url,
    headers: { 'accept-language': language, 'client-type': CLIENT_TYPE },
  });
  const response: AxiosAnswer = {
    data: (answer.body ? JSON.parse(answer.body) : null) as unknown,
    status: answer.status,
    statusText: '',
    headers: answer.headers,
    config,
    request: {},
  };
  return response;
};

let installed = false;

/** Points the shop's client and navigator at the render in progress; once per server build. */
export function installServerTransport(): void {
  if (installed) return;
  installed = true;
  http.instance.defaults.adapter = serverAdapter;
  setNavigator((path) => {
    const current = scope.getStore();
    if (current) current.redirectedTo = path;
  });
}

export function withRenderScope<T>(render: RenderScope, work: () => Promise<T>): Promise<T> {
  return scope.run(render, work);
}
