import { useMutation } from '@tanstack/react-query';
import { endpoints, type ForgetBody } from '@shop/contract';
import { http } from '@shop/shared';

/** Sets a new password after proving the phone; the member then signs in. */
export async function resetPassword(body: ForgetBody): Promise<void> {
  await http.call(endpoints.resetPassword, body, { showsRefusal: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
