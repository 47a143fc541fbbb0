import type { Endpoint, EndpointAnswer, EndpointInput } from '@shop/contract';
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { ADMIN_LOGIN_PATH, API_BASE, CLIENT_TYPE, LOGIN_PATH, NOT_FOUND_PATH, REQUEST_TIMEOUT_MS } from '../constants';
import { requestLanguage } from '../i18n/language';
import { useAuthStore } from '../stores/auth-store';
import { clearSession, isSigningOut } from '../stores/session';
import { clearStaffSession } from '../stores/staff-session';
import { useStaffStore } from '../stores/staff-store';
import { toast } from '../stores/toast-store';
import type { Envelope } from '../types/envelope';
import { ApiError } from './api-error';
import { loginPathFor } from '../auth/login-path';
import { currentAppPath, navigateTo } from './navigation';
import { createPrefetchMap } from './prefetch-map';

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/**
 * Who a client calls for: the member (the shop) or the back-office user (the back office). Each has
 * its own token, and a 401 signs out only that audience and sends it to its own sign-in page.
 */
export interface Audience {
  token: () => string | null;
  signOut: () => void;
  loginPath: string;
  /** Whether this audience is signing out on purpose: a 401 to what was asked meanwhile stays where the sign-out goes. */
  signingOut?: () => boolean;
}

const memberAudience: Audience = {
  token: () => useAuthStore.getState().token,
  signOut: clearSession,
  loginPath: LOGIN_PATH,
  signingOut: isSigningOut,
};

export function createHttpClient(audience: Audience = memberAudience): AxiosInstance {
  const instance = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS });
  instance.interceptors.request.use((config) => {
    const token = audience.token();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', requestLanguage());
    config.headers.set('Client-Type', CLIENT_TYPE);
    return config;
  });
  return instance;
}


export interface RequestOptions {
  /**
   * The caller explains a refusal (402) in place, under the field it names or in the page, so the
   * client does not also toast it. 401 and 404 are handled as always.
   */
  showsRefusal?: boolean;
  /**
   * The caller says "not found" in place (an unknown help article, a product no longer sold), so a
   * 404 rejects with its ApiError instead of leaving the page for the not-found page.
   */
  showsNotFound?: boolean;
}

/**
 * Applies spec section 8 to an envelope: 401 clears the session and goes to sign-in, 402 shows the
 * message (unless the caller shows it), 404 goes to the not-found page (unless the caller says so in place). Codes other than 1 reject
 * with an ApiError, except a plain falsy code (0), which the caller reads (user/center).
 */
export function handleEnvelope<T>(body: Envelope<T>, options: RequestOptions = {}, audience: Audience = memberAudience): Envelope<T> {
  switch (body.code) {
    case 1:
    case 0:
      return body;
    case 401: {
      audience.signOut();
      const back = currentAppPath();
      const onLogin = back.startsWith(audience.loginPath);
      void navigateTo(onLogin ? back : loginPathFor(back, audience.loginPath), { replace: true });
      throw new ApiError(body.code, body.msg, body.data);
    }
    case 402:
      if (!options.showsRefusal) toast.error(body.msg);
      throw new ApiError(body.code, body.msg, body.data);
    case 404:
      if (!options.showsNotFound) void navigateTo(NOT_FOUND_PATH, { replace: true });
      throw new ApiError(body.code, body.msg, body.data);
    default:
      throw new ApiError(body.code, body.msg, body.data);
  }
}

async function send<T>(audience: Audience, call: () => Promise<AxiosResponse<unknown>>, options?: RequestOptions): Promise<Envelope<T>> {
  // Asked while the audience signs out on purpose: the page asking is being left for where the
  // sign-out goes, so a 401, whenever it comes, must not send it to sign-in instead.
  const sentDuringSignOut = audience.signingOut?.() ?? false;
  const settle = (body: Envelope<T>): Envelope<T> => {
    if (body.code === 401 && sentDuringSignOut) throw new ApiError(body.code, body.msg, body.data);
    return handleEnvelope(body, options, audience);
  };
  let response: AxiosResponse<unknown>;
  try {
    response = await call();
  } catch (error) {
    // HTTP error statuses still carry the envelope; only transport errors reach the caller as is.
    const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
    if (isEnvelope(body)) return settle(body as Envelope<T>);
    throw error;
  }
  if (!isEnvelope(response.data)) throw new Error(`Unexpected answer from ${response.config.url}`);
  return settle(response.data as Envelope<T>);
}

/**
 * What `call` takes after the endpoint: its input (a GET's query, a POST's body), which may be left
 * out when every field of it is optional, then the request options.
 */
export type CallArgs<E extends Endpoint> =
  EndpointInput<E> extends undefined
    ? [input?: undefined, options?: RequestOptions]
    : Record<string, never> extends EndpointInput<E>
      ? [input?: EndpointInput<E>, options?: RequestOptions]
      : [input: EndpointInput<E>, options?: RequestOptions];

/**
 * The endpoint's path as axios takes it, under the client's base URL. A URL is taken as it is: the
 * shell prefetches the reads a remote's routes.json declares by URL.
 */
const relative = (endpoint: Endpoint | string) => (typeof endpoint === 'string' ? endpoint : endpoint.path.replace(/^\//, ''));

/**
 * An HTTP client for one audience. `call` makes an operation of the contract's registry: its
 * method and path are the endpoint's, its input and answer are typed by it (shared 5.0 removed the
 * calls by URL, `get` and `post`; ADR 0025).
 */
function createClient(audience: Audience) {
  const instance = createHttpClient(audience);
  const prefetched = createPrefetchMap(audience);
  return {
    call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Envelope<EndpointAnswer<E>>> {
      const url = relative(endpoint);
      if (endpoint.method === 'GET') {
        const params = input as Record<string, unknown> | undefined;
        return send<EndpointAnswer<E>>(audience, () => prefetched.take(url, params) ?? instance.get(url, { params }), options);
      }
      return send<EndpointAnswer<E>>(audience, () => instance.post(url, input ?? {}), options);
    },
    /**
     * Starts a GET before the page that needs it has loaded (the shell does, from the URL): the
     * page's own `call` of the same endpoint, input, language and token then takes this answer
     * instead of asking again. The answer's envelope is handled by that `call`, not here.
     */
    prefetch(endpoint: Endpoint | string, params?: Record<string, unknown>): void {
      const path = relative(endpoint);
      prefetched.put(path, params, () => instance.get(path, { params }));
    },
    /** POSTs a file as the raw body of an upload endpoint, typed as the browser typed it (the server recognises it by its bytes anyway). */
    upload<E extends Endpoint<undefined>>(endpoint: E, file: Blob, options?: RequestOptions): Promise<Envelope<EndpointAnswer<E>>> {
      const headers = { 'Content-Type': file.type || 'application/octet-stream' };
      return send<EndpointAnswer<E>>(audience, () => instance.post(relative(endpoint), file, { headers }), options);
    },
    instance,
  };
}

/** The shop's HTTP client, for members and visitors. */
export const http = createClient(memberAudience);

/**
 * The back office's HTTP client: it sends the back-office token (never the member's), and a 401
 * sends the user to the back-office sign-in page.
 */
export const staffHttp = createClient({ token: () => useStaffStore.getState().token, signOut: clearStaffSession, loginPath: ADMIN_LOGIN_PATH });
