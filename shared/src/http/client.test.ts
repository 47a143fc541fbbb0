import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { endpoints } from '@shop/contract';
import { http } from './client';
import { ApiError } from './api-error';
import { PREFETCH_TTL_MS } from './prefetch-map';
import { setNavigator } from './navigation';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { useToastStore } from '../stores/toast-store';
import { testMember } from '../../testing/index';

let lastConfig: InternalAxiosRequestConfig | undefined;
const SMS_INPUT = { mobile: '13800138000', scene: 'register' } as const;

function answer(status: number, body: unknown): AxiosAdapter {
  return async (config) => {
    lastConfig = config;
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
}

const navigate = jest.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  useToastStore.setState({ items: [] });
  useAuthStore.getState().clear();
  lastConfig = undefined;
});

describe('http client headers and shape', () => {
  it('sends base /homeapi, timeout 60000, Client-Type pc, default zh-cn, no Authorization without a token', async () => {
    Object.defineProperty(window.navigator, 'language', { value: 'zh-CN', configurable: true });
    http.instance.defaults.adapter = answer(200, { code: 1, msg: 'ok', data: 3 });
    const result = await http.call(endpoints.countCartRows);
    expect(result).toEqual({ code: 1, msg: 'ok', data: 3 });
    expect(lastConfig?.baseURL).toBe('/homeapi');
    expect(lastConfig?.timeout).toBe(60000);
    expect(lastConfig?.headers.get('Client-Type')).toBe('pc');
    expect(lastConfig?.headers.get('Accept-Language')).toBe('zh-cn');
    expect(lastConfig?.headers.get('Authorization')).toBeUndefined();
  });

  it('sends the bearer token and the stored language', async () => {
    useAuthStore.getState().signIn('tok-123');
    window.localStorage.setItem('lang', 'en-us');
    http.instance.defaults.adapter = answer(200, { code: 1, msg: 'ok', data: null });
    await http.call(endpoints.getMemberCenter);
    expect(lastConfig?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(lastConfig?.headers.get('Accept-Language')).toBe('en-us');
  });

  it('sends GET params as the query and POST data as the body', async () => {
    http.instance.defaults.adapter = answer(200, { code: 1, msg: 'ok', data: null });
    await http.call(endpoints.getLayoutDesign, { temp_id: 'pc' });
    expect(lastConfig?.method).toBe('get');
    expect(lastConfig?.params).toEqual({ temp_id: 'pc' });
    await http.call(endpoints.signIn, { type: 'password', account: 'demo', password: 'demo1234' });
    expect(lastConfig?.method).toBe('post');
    expect(JSON.parse(String(lastConfig?.data))).toEqual({ type: 'password', account: 'demo', password: 'demo1234' });
  });

  it('calls an operation of the registry on its method and path: a GET with the input as the query, a POST as the body', async () => {
    http.instance.defaults.adapter = answer(200, { code: 1, msg: 'ok', data: { list: [] } });
    await expect(http.call(endpoints.listAddresses)).resolves.toEqual({ code: 1, msg: 'ok', data: { list: [] } });
    expect(lastConfig).toMatchObject({ method: 'get', url: 'address/index', baseURL: '/homeapi' });
    await http.call(endpoints.getLayoutDesign, { temp_id: 'pc' });
    expect(lastConfig).toMatchObject({ method: 'get', url: 'index/global', params: { temp_id: 'pc' } });
    await http.call(endpoints.setDefaultAddress, { id: 4 });
    expect(lastConfig).toMatchObject({ method: 'post', url: 'address/default' });
    expect(JSON.parse(String(lastConfig?.data))).toEqual({ id: 4 });
    await http.call(endpoints.signOut);
    expect(lastConfig).toMatchObject({ method: 'post', url: 'user/logout' });
    expect(JSON.parse(String(lastConfig?.data))).toEqual({});
  });

  it('calls by URL too, for remotes built before the registry (shared 4.0)', async () => {
    http.instance.defaults.adapter = answer(200, { code: 1, msg: 'ok', data: null });
    // What a remote built against 4.0 sends: a URL where the endpoint now goes.
    const builtAgainst40 = http.upload as unknown as (url: string, file: Blob) => Promise<unknown>;
    await builtAgainst40('upload/image', new Blob([new Uint8Array([1])]));
    expect(lastConfig).toMatchObject({ method: 'post', url: 'upload/image' });
    http.prefetch('cart/count');
    await http.call(endpoints.countCartRows);
    expect(lastConfig).toMatchObject({ method: 'get', url: 'cart/count' });
  });

  it('uploads a file as the raw body with its own type, or as bytes when the browser gave none', async () => {
    http.instance.defaults.adapter = answer(200, { code: 1, msg: 'ok', data: { url: '/homeapi/upload/file/x.png' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    await expect(http.upload(endpoints.uploadImage, photo)).resolves.toMatchObject({ data: { url: '/homeapi/upload/file/x.png' } });
    expect(lastConfig?.method).toBe('post');
    expect(lastConfig?.data).toBe(photo);
    expect(lastConfig?.headers.get('Content-Type')).toBe('image/png');
    await http.upload(endpoints.uploadImage, new Blob([new Uint8Array([1])]));
    expect(lastConfig?.headers.get('Content-Type')).toBe('application/octet-stream');
  });
});

describe('error catalogue (spec section 8)', () => {
  it('code 0 reaches the caller (user/center clears the session on a falsy code)', async () => {
    http.instance.defaults.adapter = answer(200, { code: 0, msg: 'not signed in', data: null });
    await expect(http.call(endpoints.getMemberCenter)).resolves.toMatchObject({ code: 0 });
  });

  it('401 clears the local cache and goes to /user/login, remembering the page', async () => {
    useAuthStore.getState().signIn('tok', testMember({ id: 1, username: 'demo' }));
    useCartStore.getState().setCount(4);
    window.history.pushState({}, '', '/home/ucenter/index?tab=1');
    http.instance.defaults.adapter = answer(401, { code: 401, msg: 'Please sign in', data: null });
    await expect(http.call(endpoints.listOrders)).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('pc_token')).toBeNull();
    expect(window.localStorage.getItem('pc_user')).toBeNull();
    expect(useCartStore.getState().count).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=/ucenter/index%3Ftab%3D1', { replace: true });
  });

  it('402 shows the server msg as an error toast and rejects with the field', async () => {
    http.instance.defaults.adapter = answer(400, { code: 402, msg: 'Phone number is required', data: { field: 'mobile' } });
    const error = await http.call(endpoints.sendSmsCode, SMS_INPUT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).field).toBe('mobile');
    expect(useToastStore.getState().items).toEqual([expect.objectContaining({ kind: 'error', message: 'Phone number is required' })]);
  });

  it('402 is left to a caller that shows the refusal itself: rejected, not toasted', async () => {
    http.instance.defaults.adapter = answer(400, { code: 402, msg: 'Phone number is required', data: { field: 'mobile' } });
    const error = await http.call(endpoints.sendSmsCode, SMS_INPUT, { showsRefusal: true }).catch((e: unknown) => e);
    expect((error as ApiError).field).toBe('mobile');
    expect(useToastStore.getState().items).toHaveLength(0);
  });

  it('404 goes to /public/404', async () => {
    http.instance.defaults.adapter = answer(404, { code: 404, msg: 'Not found', data: null });
    await expect(http.call(endpoints.getGoods, { id: 999 })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/public/404', { replace: true });
  });

  it('other codes reject without navigating or toasting', async () => {
    http.instance.defaults.adapter = answer(500, { code: 500, msg: 'Server error', data: null });
    await expect(http.call(endpoints.getHomeDesign, { temp_id: 'pc' })).rejects.toMatchObject({ code: 500 });
    expect(navigate).not.toHaveBeenCalled();
    expect(useToastStore.getState().items).toHaveLength(0);
  });

  it('transport errors reach the caller as they are', async () => {
    http.instance.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(http.call(endpoints.getSiteSettings)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a non-envelope body is an error, not a success', async () => {
    http.instance.defaults.adapter = answer(200, '<html>proxy error</html>');
    await expect(http.call(endpoints.getSiteSettings)).rejects.toThrow('Unexpected answer');
  });
});

describe('prefetched answers', () => {
  /** Answers with the call number, so a test sees which request its caller got. */
  function countingAdapter() {
    const calls: string[] = [];
    http.instance.defaults.adapter = async (config) => {
      calls.push(`${config.url} ${JSON.stringify(config.params)} ${String(config.headers.get('Authorization') ?? 'visitor')}`);
      return { data: { code: 1, msg: 'ok', data: calls.length }, status: 200, statusText: '200', headers: {}, config };
    };
    return calls;
  }

  beforeEach(() => window.localStorage.setItem('lang', 'en-us'));

  it('hands the prefetched answer to the same call once, whatever the order or type of its params', async () => {
    const calls = countingAdapter();
    http.prefetch('goods/index', { sort: 'default', page: '1', size: 20 });
    await expect(http.call(endpoints.listGoods, { size: 20, page: 1, sort: 'default' })).resolves.toMatchObject({ data: 1 });
    await expect(http.call(endpoints.listGoods, { size: 20, page: 1, sort: 'default' })).resolves.toMatchObject({ data: 2 });
    expect(calls).toHaveLength(2);
  });

  it('is not handed to another call, another language, or another member', async () => {
    const calls = countingAdapter();
    useAuthStore.getState().signIn('tok-a');
    http.prefetch('goods/view', { id: 5 });
    await http.call(endpoints.getGoods, { id: 6 });
    window.localStorage.setItem('lang', 'zh-cn');
    await http.call(endpoints.getGoods, { id: 5 });
    window.localStorage.setItem('lang', 'en-us');
    useAuthStore.getState().signIn('tok-b');
    await expect(http.call(endpoints.getGoods, { id: 5 })).resolves.toMatchObject({ data: 4 });
    expect(calls.slice(-1)).toEqual(['goods/view {"id":5} Bearer tok-b']);
  });

  it('applies the envelope rules when the page takes the answer, not before', async () => {
    http.instance.defaults.adapter = answer(404, { code: 404, msg: 'Not found', data: null });
    http.prefetch('goods/view', { id: 999 });
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    await expect(http.call(endpoints.getGoods, { id: 999 }, { showsNotFound: true })).rejects.toMatchObject({ code: 404 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('drops an answer nobody took in time', async () => {
    const calls = countingAdapter();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    http.prefetch('index/index', { temp_id: 'pc' });
    now.mockReturnValue(1_000 + PREFETCH_TTL_MS + 1);
    await expect(http.call(endpoints.getHomeDesign, { temp_id: 'pc' })).resolves.toMatchObject({ data: 2 });
    expect(calls).toHaveLength(2);
    now.mockRestore();
  });
});
