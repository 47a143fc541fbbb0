import { endpoints, type StaffStatusBody } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useStaffChange } from './use-staff-change';

/** admin/staff/status: a refusal (disabling oneself, the last administrator) is toasted by the client. */
export async function setStaffStatus(body: StaffStatusBody): Promise<string> {
  const answer = await staffHttp.call(endpoints.setStaffAccountStatus, body);
  return answer.msg;
}

export const useSetStaffStatus = () => useStaffChange(setStaffStatus);
