import { http, type User } from '@shop/shared';

export interface BindMobileInput {
  mobile: string;
  code: string;
}

export function bindMobile(input: BindMobileInput) {
  return http.post<User | null>('user/bind', input, { showsRefusal: true });
}
