import { useMutation } from '@tanstack/react-query';
import { endpoints, type LoginBody, type SignedIn } from '@shop/contract';
import { http } from '@shop/shared';
import { useBeginSession } from './use-begin-session';

export async function login(body: LoginBody): Promise<SignedIn> {
  const answer = await http.call(endpoints.signIn, body, { showsRefusal: true });
  return answer.data;
}

export function useLogin() {
  const beginSession = useBeginSession();
  return useMutation({ mutationFn: login, onSuccess: beginSession });
}
