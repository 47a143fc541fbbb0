import { useMutation } from '@tanstack/react-query';
import { endpoints, type SendSmsBody, type SmsSent } from '@shop/contract';
import { http } from '@shop/shared';

export async function sendSms({ mobile, scene }: SendSmsBody): Promise<SmsSent> {
  const answer = await http.call(endpoints.sendSmsCode, { mobile: mobile.trim(), scene }, { showsRefusal: true });
  return answer.data;
}

export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
