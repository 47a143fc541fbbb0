import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shop/contract';
import { staffHttp, toast } from '@shop/shared';
import { backOfficeKeys } from '@/back-office/api/back-office-keys';

/** admin/role/delete: a role still held, or the administrator's, is refused (the client toasts why). */
export async function deleteRole(id: number): Promise<string> {
  const answer = await staffHttp.call(endpoints.deleteStaffRole, { id });
  return answer.msg;
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (message) => {
      toast.success(message);
      return queryClient.invalidateQueries({ queryKey: backOfficeKeys.roles() });
    },
  });
}
