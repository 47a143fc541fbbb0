import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type StaffLoginAnswer, type StaffLoginBody } from '@shop/contract';
import { staffHttp, useStaffStore } from '@shop/shared';
import { backOfficeKeys } from './back-office-keys';

/** admin/login: the form words the refusal (wrong password) itself. */
export async function staffLogin(body: StaffLoginBody): Promise<StaffLoginAnswer> {
  const { data } = await staffHttp.call(endpoints.signInStaff, body, { showsRefusal: true });
  return data;
}

/** Signs in and forgets whatever an earlier back-office user read in this tab. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    onSuccess: ({ token, user }) => {
      queryClient.removeQueries({ queryKey: backOfficeKeys.all });
      useStaffStore.getState().signIn(token, user);
    },
  });
}
