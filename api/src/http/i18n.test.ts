import { describe, expect, it } from '@jest/globals';
import { gatherMessages, isMessageKey, translate } from './i18n';

describe('messages gathered from the modules', () => {
  const common = { 'en-us': { ok: 'OK' }, 'zh-cn': { ok: '成功' } };

  it('merges each module’s messages with the shared ones', () => {
    const gathered = gatherMessages(common, [{ 'en-us': { address_saved: 'Address saved' }, 'zh-cn': { address_saved: '地址已保存' } }]);
    expect(gathered).toEqual({ 'en-us': { ok: 'OK', address_saved: 'Address saved' }, 'zh-cn': { ok: '成功', address_saved: '地址已保存' } });
  });

  it('refuses a key that two places define, and a message in one language only', () => {
    expect(() => gatherMessages(common, [{ 'en-us': { ok: 'Fine' }, 'zh-cn': { ok: '好' } }])).toThrow('messages defined twice: ok');
    expect(() => gatherMessages(common, [{ 'en-us': { saved: 'Saved' }, 'zh-cn': {} }])).toThrow('messages in one language only: saved');
  });

  it('answers a module’s message and a shared one in both languages', () => {
    expect(translate('en-us', 'address_saved')).toBe('Address saved');
    expect(translate('zh-cn', 'address_saved')).toBe('地址已保存');
    expect(translate('en-us', 'not_found')).toBe('The requested resource does not exist');
    expect(isMessageKey('address_saved') && isMessageKey('wallet_adjust_below_zero')).toBe(true);
  });
});
