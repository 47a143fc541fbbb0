// Test helpers for every front-end package: fake the API at the axios adapter so the real client
// (envelope handling, 402 toasts, ApiError fields) runs in component tests. Never bundled.
import { http, useAuthStore, useCartStore, useToastStore, type Envelope, type User } from '../src/index';

type Handler = (body: Record<string, unknown>) => Envelope | Promise<Envelope>;

export interface ApiCall {
  /** "GET goods/index", "POST user/login" */
  route: string;
  /** The POST body, or the GET query params. */
  body: Record<string, unknown>;
}

interface AdapterConfig {
  method?: string;
  url?: string;
  data?: unknown;
  params?: Record<string, unknown>;
}

const realAdapter = http.instance.defaults.adapter;

afterEach(() => {
  http.instance.defaults.adapter = realAdapter;
  useAuthStore.setState({ token: null, user: null });
  useCartStore.setState({ count: 0 });
  useToastStore.setState({ items: [] });
});

/**
 * Answers the shop's HTTP client at the axios adapter, so the real envelope handling (402 toast,
 * ApiError with `field`) runs. Keys are "METHOD url"; an unknown call fails the test loudly.
 */
export function mockApi(routes: Record<string, Handler | Envelope>): ApiCall[] {
  const calls: ApiCall[] = [];
  const adapter = async (config: AdapterConfig) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : { ...config.params };
    calls.push({ route, body });
    const answer = routes[route];
    if (!answer) throw new Error(`Unexpected call: ${route}`);
    const data = typeof answer === 'function' ? await answer(body) : answer;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  // The fake answers only what the client reads; axios's full response type is not needed.
  http.instance.defaults.adapter = adapter as unknown as typeof http.instance.defaults.adapter;
  return calls;
}

export const ok = <T>(data: T): Envelope<T> => ({ code: 1, msg: 'ok', data });

/** A refused call as the API sends it: 402, the message toasted by the client, details in data. */
export const refused = (msg: string, data: Record<string, unknown> | null = null): Envelope => ({ code: 402, msg, data });

/** An answer the test releases when it wants, to look at the page while a call is under way. */
export function later() {
  let release: (answer: Envelope) => void = () => undefined;
  const answer = new Promise<Envelope>((resolve) => {
    release = resolve;
  });
  return { handler: () => answer, release };
}

export const member: User = {
  id: 7,
  username: 'lily',
  nickname: 'Lily',
  avatar: 'https://img.example/lily.png',
  mobile: '138****8000',
  balance: '500.00',
  points: 120,
  role: 'member',
};

export function signIn(user: User = member): void {
  useAuthStore.getState().signIn('token-abc', user);
}
