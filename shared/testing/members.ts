import type { SiteSettings, User } from '../src/index';

/** A member as the API answers one, with what a test cares about overridden. */
export function testMember(overrides: Partial<User> = {}): User {
  return { id: 1, username: 'demo', nickname: '', avatar: '', mobile: '138****8000', balance: '0.00', points: 0, role: 'member', ...overrides };
}

/** common/init's answer, with what a test cares about overridden. */
export function testSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  const chinese = { code: 'zh-cn', name: '简体中文', image: '' };
  return {
    title: 'Lumen Mall',
    ctitle: '',
    keywords: '',
    description: '',
    is_wechat: 0,
    mobile_url: '',
    version: '1',
    lang: { current: chinese, list: [chinese, { code: 'en-us', name: 'English', image: '' }] },
    ...overrides,
  };
}
