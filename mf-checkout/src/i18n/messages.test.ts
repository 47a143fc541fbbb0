import { checkoutMessages } from './messages';

/** Message keys without i18next's plural suffixes (English has _one/_other, Chinese one form). */
function keys(messages: object, prefix = ''): string[] {
  const all = Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(one|other)$/, '')}`],
  );
  return [...new Set(all)];
}

describe('checkout messages', () => {
  it('has every string in both languages', () => {
    expect(keys(checkoutMessages['zh-cn']).sort()).toEqual(keys(checkoutMessages['en-us']).sort());
  });

  it('uses the spec wording for a wrong phone number', () => {
    expect(checkoutMessages['en-us'].validation.mobile).toBe('The phone number you provided is incorrect');
  });
});
