import type { FastifyRequest } from 'fastify';

export const LANGS = ['zh-cn', 'en-us'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';

/** Picks the first supported language of an Accept-Language header (any `en*` or `zh*` tag), else zh-cn. */
export function langFromHeader(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('en')) return 'en-us';
    if (tag.startsWith('zh')) return 'zh-cn';
  }
  return DEFAULT_LANG;
}

export function requestLang(request: FastifyRequest): Lang {
  return langFromHeader(request.headers['accept-language']);
}

type Catalog = Record<string, string>;

const messages: Record<Lang, Catalog> = {
  'en-us': {
    ok: 'OK',
    field_required: '{field} is required',
    field_invalid: '{field} is invalid',
    field_too_long: '{field} must be at most {max} characters',
    mobile_invalid: 'The phone number you provided is incorrect',
    code_required: 'Please send the verification code',
    code_invalid: 'The verification code is incorrect',
    code_expired: 'The verification code has expired, please send a new one',
    password_invalid: 'Password must be 6-20 characters and contain both letters and digits',
    username_invalid: 'Username must be 2-20 letters, digits, underscores or Chinese characters',
    username_is_mobile: 'Username cannot be a phone number',
    body_malformed: 'The request body is not valid JSON',
    body_unsupported: 'Unsupported request content type',
    body_too_large: 'The request body is too large',
    mobile_taken: 'This phone number is already registered',
    mobile_unknown: 'This phone number is not registered',
    mobile_bound_elsewhere: 'This phone number is bound to another account',
    username_taken: 'This username is already taken',
    credentials_invalid: 'Account or password incorrect',
    rate_limited: 'Too many attempts, please try again in {seconds} seconds',
    unauthorized: 'Please sign in first',
    not_found: 'The requested resource does not exist',
    server_error: 'Something went wrong, please try again later',
    registered: 'Registration successful',
    signed_in: 'Signed in',
    signed_out: 'Signed out',
    password_reset: 'Password reset, please sign in again',
    mobile_bound: 'Phone number bound',
    sms_sent: 'Verification code sent',
    price_range_invalid: 'The maximum price cannot be lower than the minimum price',
    comment_type_invalid: 'Review filter must be all, good, mid, bad or img',
    sort_invalid: 'Sort must be default, sales, price_asc or price_desc',
    out_of_stock: 'Only {stock} left in stock',
    sold_out: 'This item is sold out',
    added_to_cart: 'Added to cart',
    favorite_added: 'Added to favourites',
    favorite_removed: 'Removed from favourites',
    history_cleared: 'Search history cleared',
  },
  'zh-cn': {
    ok: '操作成功',
    field_required: '{field}不能为空',
    field_invalid: '{field}格式不正确',
    field_too_long: '{field}不能超过{max}个字符',
    mobile_invalid: '您输入的手机号码不正确',
    code_required: '请先发送验证码',
    code_invalid: '验证码不正确',
    code_expired: '验证码已过期，请重新发送',
    password_invalid: '密码须为6-20位，且同时包含字母和数字',
    username_invalid: '用户名须为2-20位字母、数字、下划线或汉字',
    username_is_mobile: '用户名不能是手机号',
    body_malformed: '请求内容不是有效的 JSON',
    body_unsupported: '不支持的请求内容类型',
    body_too_large: '请求内容过大',
    mobile_taken: '该手机号已注册',
    mobile_unknown: '该手机号未注册',
    mobile_bound_elsewhere: '该手机号已绑定其他账号',
    username_taken: '该用户名已被占用',
    credentials_invalid: '账号或密码错误',
    rate_limited: '操作过于频繁，请{seconds}秒后再试',
    unauthorized: '请先登录',
    not_found: '您访问的资源不存在',
    server_error: '服务器开小差了，请稍后再试',
    registered: '注册成功',
    signed_in: '登录成功',
    signed_out: '已退出登录',
    password_reset: '密码已重置，请重新登录',
    mobile_bound: '手机号绑定成功',
    sms_sent: '验证码已发送',
    price_range_invalid: '最高价不能低于最低价',
    comment_type_invalid: '评价筛选须为 all、good、mid、bad 或 img',
    sort_invalid: '排序方式须为 default、sales、price_asc 或 price_desc',
    out_of_stock: '库存仅剩{stock}件',
    sold_out: '该商品已售罄',
    added_to_cart: '已加入购物车',
    favorite_added: '收藏成功',
    favorite_removed: '已取消收藏',
    history_cleared: '搜索历史已清空',
  },
};

const fieldLabels: Record<Lang, Catalog> = {
  'en-us': {
    mobile: 'Phone number',
    code: 'Verification code',
    password: 'Password',
    username: 'Username',
    account: 'Account',
    type: 'Sign-in type',
    scene: 'Verification scene',
    temp_id: 'Template',
    body: 'Request body',
    id: 'ID',
    page: 'Page',
    size: 'Page size',
    sort: 'Sort',
    q: 'Search keywords',
    keywords: 'Keywords',
    min_price: 'Minimum price',
    max_price: 'Maximum price',
    category_id: 'Category',
    shop_id: 'Shop',
    sku_id: 'Item',
    quantity: 'Quantity',
  },
  'zh-cn': {
    mobile: '手机号',
    code: '验证码',
    password: '密码',
    username: '用户名',
    account: '账号',
    type: '登录方式',
    scene: '验证场景',
    temp_id: '模板',
    body: '请求内容',
    id: 'ID',
    page: '页码',
    size: '每页数量',
    sort: '排序方式',
    q: '搜索内容',
    keywords: '关键词',
    min_price: '最低价',
    max_price: '最高价',
    category_id: '分类',
    shop_id: '店铺',
    sku_id: '商品规格',
    quantity: '购买数量',
  },
};

export type MessageKey = keyof (typeof messages)['en-us'];
export type MessageParams = Record<string, string | number>;

export const isMessageKey = (key: string | undefined): key is MessageKey => key !== undefined && Object.hasOwn(messages['en-us'], key);

export function fieldLabel(lang: Lang, field: string): string {
  return fieldLabels[lang][field] ?? field;
}

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = messages[lang][key] ?? messages[DEFAULT_LANG][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
