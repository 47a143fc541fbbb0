import type { ModuleMessages } from '../../http/i18n';

/** What the common module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const siteMessages: ModuleMessages = {
  'en-us': {
    site_saved: 'Site settings saved',
    site_default_lang_not_offered: 'The default language must be one of the languages offered',
    site_ship_from_unknown: 'Choose the district parcels ship from in the region list',
    site_field_required: '{field} is required',
    site_field_too_long: '{field} must be at most {max} characters',
    site_field_invalid: '{field} is invalid',
    site_languages_invalid: 'Offer at least one language, each once',
  },
  'zh-cn': {
    site_saved: '站点设置已保存',
    site_default_lang_not_offered: '默认语言必须是已开放的语言之一',
    site_ship_from_unknown: '请从地区列表中选择发货地区县',
    site_field_required: '{field}不能为空',
    site_field_too_long: '{field}不能超过{max}个字符',
    site_field_invalid: '{field}格式不正确',
    site_languages_invalid: '请至少开放一种语言，且每种语言只能选一次',
  },
};

/** The site settings' fields by name, for the refusals that name them. */
export const SITE_FIELD_LABELS: Record<'en-us' | 'zh-cn', Record<string, string>> = {
  'en-us': { title: 'Site title', ctitle: 'Short title', keywords: 'Keywords', description: 'Description', is_wechat: 'WeChat', languages: 'Languages', default_lang: 'Default language',
    promises: 'Service promise', ship_from_code: 'Ship-from district', dispatch_cutoff_hour: 'Dispatch cut-off' },
  'zh-cn': { title: '站点标题', ctitle: '站点简称', keywords: '关键词', description: '站点描述', is_wechat: '微信', languages: '开放语言', default_lang: '默认语言',
    promises: '服务承诺', ship_from_code: '发货地区', dispatch_cutoff_hour: '当日发货截止时间' },
};
