import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type StaffRole, type StaffRoleSaveBody } from '@shop/contract';
import { staffHttp, toast } from '@shop/shared';
import { backOfficeKeys } from '@/back-office/api/back-office-keys';

/** admin/role/save: the form words a refusal naming one of its fields. */
export async function saveRole(body: StaffRoleSaveBody): Promise<{ role: StaffRole; message: string }> {
  const answer = await staffHttp.call(endpoints.saveStaffRole, body, { showsRefusal: true });
  return { role: answer.data, message: answer.msg };
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: ({ message }) => {
      toast.success(message);
      // Users' role names and what the signed-in user may do can change with a role.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.staff() }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.purview() }),
      ]);
    },
  });
}
