import { ucenterMessages } from './messages';

/** Message keys without i18next's plural suffixes (English has _one/_other, Chinese one form). */
function keys(messages: object, prefix = ''): string[] {
  const all = Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(one|other)$/, '')}`],
  );
  return [...new Set(all)];
}

describe('ucenter messages', () => {
  it('has every string in both languages', () => {
    expect(keys(ucenterMessages['zh-cn']).sort()).toEqual(keys(ucenterMessages['en-us']).sort());
  });

  it('uses the wording of the spec for the phone and code messages', () => {
    expect(ucenterMessages['en-us'].validation.mobileInvalid).toBe('The phone number you provided is incorrect');
    expect(ucenterMessages['zh-cn'].validation.mobileInvalid).toBe('您输入的手机号码不正确');
    expect(ucenterMessages['en-us'].validation.codeNotSent).toBe('Please send the verification code');
    expect(ucenterMessages['zh-cn'].validation.codeNotSent).toBe('请先发送验证码');
  });
});
