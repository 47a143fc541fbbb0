import { useMutation } from '@tanstack/react-query';
import { endpoints, type RegisterBody, type SignedIn } from '@shop/contract';
import { http } from '@shop/shared';
import { useBeginSession } from './use-begin-session';

/** Signs the new member up and in. */
export async function register(body: RegisterBody): Promise<SignedIn> {
  const answer = await http.call(endpoints.register, body, { showsRefusal: true });
  return answer.data;
}

export function useRegister() {
  const beginSession = useBeginSession();
  return useMutation({ mutationFn: register, onSuccess: beginSession });
}
