import { http, type SessionPayload } from '@shop/shared';

export type LoginInput =
  | { type: 'password'; account: string; password: string }
  | { type: 'sms'; mobile: string; code: string };

export function login(input: LoginInput) {
  return http.post<SessionPayload>('user/login', input, { showsRefusal: true });
}
