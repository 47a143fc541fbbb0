import { endpoints, type StaffPasswordBody } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useStaffChange } from './use-staff-change';

/** admin/staff/password: the form words a refusal of the password under it. */
export async function resetStaffPassword(body: StaffPasswordBody): Promise<string> {
  const answer = await staffHttp.call(endpoints.resetStaffPassword, body, { showsRefusal: true });
  return answer.msg;
}

export const useResetStaffPassword = () => useStaffChange(resetStaffPassword);
