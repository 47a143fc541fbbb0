import { useQuery } from '@tanstack/react-query';
import { endpoints, type MemberCenter } from '@shop/contract';
import { http, useAuthStore } from '@shop/shared';
import { memberKeys } from '@/lib/member-keys';

/** The signed-in member; `null` when the API answers code 0, the session being over. */
export async function getMember(): Promise<MemberCenter> {
  const { code, data } = await http.call(endpoints.getMemberCenter);
  return code && data ? data : null;
}

/** The member's profile, fresh from the server; the stored one (shown by the shell) follows it. */
export function useMember() {
  return useQuery({
    queryKey: memberKeys.current(),
    queryFn: async () => {
      const member = await getMember();
      if (member) useAuthStore.getState().setUser(member);
      return member;
    },
  });
}
