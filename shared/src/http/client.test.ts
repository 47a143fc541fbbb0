import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from './client';
import { ApiError } from './api-error';
import { setNavigator } from './navigation';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { useToastStore } from '../stores/toast-store';
import { testMember } from '../../testing/index';

let lastConfig: InternalAxiosRequestConfig | undefined;

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
    const result = await http.get('cart/count');
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
    await http.get('user/center');
    expect(lastConfig?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(lastConfig?.headers.get('Accept-Language')).toBe('en-us');
  });

  it('sends GET params as the query and POST data as the body', async () => {
    http.instance.defaults.adapter = answer(200, { code: 1, msg: 'ok', data: null });
    await http.get('index/global', { temp_id: 'pc' });
    expect(lastConfig?.method).toBe('get');
    expect(lastConfig?.params).toEqual({ temp_id: 'pc' });
    await http.post('user/login', { account: 'demo' });
    expect(lastConfig?.method).toBe('post');
    expect(JSON.parse(String(lastConfig?.data))).toEqual({ account: 'demo' });
  });

  it('uploads a file as the raw body with its own type, or as bytes when the browser gave none', async () => {
    http.instance.defaults.adapter = answer(200, { code: 1, msg: 'ok', data: { url: '/homeapi/upload/file/x.png' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    await expect(http.upload('upload/image', photo)).resolves.toMatchObject({ data: { url: '/homeapi/upload/file/x.png' } });
    expect(lastConfig?.method).toBe('post');
    expect(lastConfig?.data).toBe(photo);
    expect(lastConfig?.headers.get('Content-Type')).toBe('image/png');
    await http.upload('upload/image', new Blob([new Uint8Array([1])]));
    expect(lastConfig?.headers.get('Content-Type')).toBe('application/octet-stream');
  });
});

describe('error catalogue (spec section 8)', () => {
  it('code 0 reaches the caller (user/center clears the session on a falsy code)', async () => {
    http.instance.defaults.adapter = answer(200, { code: 0, msg: 'not signed in', data: null });
    await expect(http.get('user/center')).resolves.toMatchObject({ code: 0 });
  });

  it('401 clears the local cache and goes to /user/login, remembering the page', async () => {
    useAuthStore.getState().signIn('tok', testMember({ id: 1, username: 'demo' }));
    useCartStore.getState().setCount(4);
    window.history.pushState({}, '', '/home/ucenter/index?tab=1');
    http.instance.defaults.adapter = answer(401, { code: 401, msg: 'Please sign in', data: null });
    await expect(http.get('order/list')).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('pc_token')).toBeNull();
    expect(window.localStorage.getItem('pc_user')).toBeNull();
    expect(useCartStore.getState().count).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=/ucenter/index%3Ftab%3D1', { replace: true });
  });

  it('402 shows the server msg as an error toast and rejects with the field', async () => {
    http.instance.defaults.adapter = answer(400, { code: 402, msg: 'Phone number is required', data: { field: 'mobile' } });
    const error = await http.post('sms/send', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).field).toBe('mobile');
    expect(useToastStore.getState().items).toEqual([expect.objectContaining({ kind: 'error', message: 'Phone number is required' })]);
  });

  it('402 is left to a caller that shows the refusal itself: rejected, not toasted', async () => {
    http.instance.defaults.adapter = answer(400, { code: 402, msg: 'Phone number is required', data: { field: 'mobile' } });
    const error = await http.post('sms/send', {}, { showsRefusal: true }).catch((e: unknown) => e);
    expect((error as ApiError).field).toBe('mobile');
    expect(useToastStore.getState().items).toHaveLength(0);
  });

  it('404 goes to /public/404', async () => {
    http.instance.defaults.adapter = answer(404, { code: 404, msg: 'Not found', data: null });
    await expect(http.get('goods/view', { id: 999 })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/public/404', { replace: true });
  });

  it('other codes reject without navigating or toasting', async () => {
    http.instance.defaults.adapter = answer(500, { code: 500, msg: 'Server error', data: null });
    await expect(http.get('index/index')).rejects.toMatchObject({ code: 500 });
    expect(navigate).not.toHaveBeenCalled();
    expect(useToastStore.getState().items).toHaveLength(0);
  });

  it('transport errors reach the caller as they are', async () => {
    http.instance.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(http.get('common/init')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a non-envelope body is an error, not a success', async () => {
    http.instance.defaults.adapter = answer(200, '<html>proxy error</html>');
    await expect(http.get('common/init')).rejects.toThrow('Unexpected answer');
  });
});
