import { http } from '@shop/shared';

export interface ResetPasswordInput {
  mobile: string;
  code: string;
  password: string;
}

/** Sets a new password after proving the phone; the member then signs in. */
export function resetPassword(input: ResetPasswordInput) {
  return http.post<null>('user/forget', input, { showsRefusal: true });
}
