import { messageParityProblems } from '@shop/shared/testing';
import { ucenterMessages } from './messages';

it('has every ucenter string in both languages, with the same variables', () => {
  expect(messageParityProblems(ucenterMessages)).toEqual([]);
});

it('uses the wording of the spec for the phone and code messages', () => {
  expect(ucenterMessages['en-us'].validation.mobileInvalid).toBe('The phone number you provided is incorrect');
  expect(ucenterMessages['zh-cn'].validation.mobileInvalid).toBe('您输入的手机号码不正确');
  expect(ucenterMessages['en-us'].validation.codeNotSent).toBe('Please send the verification code');
  expect(ucenterMessages['zh-cn'].validation.codeNotSent).toBe('请先发送验证码');
});
