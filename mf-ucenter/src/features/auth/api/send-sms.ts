import { http } from '@shop/shared';

export type SmsScene = 'register' | 'login' | 'forget' | 'bind';

export interface SmsSent {
  resend_in: number;
  expires_in: number;
}

export function sendSms(mobile: string, scene: SmsScene) {
  return http.post<SmsSent>('sms/send', { mobile: mobile.trim(), scene }, { showsRefusal: true });
}
