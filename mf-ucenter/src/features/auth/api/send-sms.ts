import { useMutation } from '@tanstack/react-query';
import type { SendSmsBody, SmsSent } from '@shop/contract';
import { http } from '@shop/shared';

export async function sendSms({ mobile, scene }: SendSmsBody): Promise<SmsSent> {
  const answer = await http.post<SmsSent>('sms/send', { mobile: mobile.trim(), scene }, { showsRefusal: true });
  return answer.data;
}

export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
