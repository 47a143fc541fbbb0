import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@shop/shared';
import { backOfficeKeys } from '@/back-office/api/back-office-keys';

/** A change of back-office users: its message said, the lists of users and roles (holder counts) read again. */
export function useStaffChange<Body>(change: (body: Body) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (message) => {
      toast.success(message);
      return Promise.all([queryClient.invalidateQueries({ queryKey: backOfficeKeys.staff() }), queryClient.invalidateQueries({ queryKey: backOfficeKeys.roles() })]);
    },
  });
}
