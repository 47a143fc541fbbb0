import { endpoints, type StaffSaveBody } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useStaffChange } from './use-staff-change';

/** admin/staff/save: the form words a refusal naming one of its fields. */
export async function saveStaff(body: StaffSaveBody): Promise<string> {
  const answer = await staffHttp.call(endpoints.saveStaffAccount, body, { showsRefusal: true });
  return answer.msg;
}

export const useSaveStaff = () => useStaffChange(saveStaff);
