import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BindBody, endpoints, type MemberProfile } from '@shop/contract';
import { http, useAuthStore } from '@shop/shared';
import { memberKeys } from '@/lib/member-keys';

/** Binds the phone; answers the member with the new (masked) phone. */
export async function bindMobile(body: BindBody): Promise<MemberProfile> {
  const answer = await http.call(endpoints.bindMobile, body, { showsRefusal: true });
  return answer.data;
}

/** The profile the member centre shows and the stored one (the shell's) take the answer. */
export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.current(), member);
      useAuthStore.getState().setUser(member);
    },
  });
}
