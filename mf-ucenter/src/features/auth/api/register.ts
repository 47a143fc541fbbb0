import { http, type SessionPayload } from '@shop/shared';

export interface RegisterInput {
  mobile: string;
  code: string;
  password: string;
  username?: string;
}

export function register(input: RegisterInput) {
  return http.post<SessionPayload>('user/register', input, { showsRefusal: true });
}
