/** Business constants of the storefront spec (section 9), meant literally. */
export const API_BASE = '/homeapi';
export const ASSET_BASE = '/home/';
export const REQUEST_TIMEOUT_MS = 60000;
export const CLIENT_VERSION = '3.3.2';
export const CLIENT_TYPE = 'pc';
export const TEMP_ID = 'pc';
export const DEFAULT_LANGUAGE = 'zh-cn';
export const LANGUAGES = ['zh-cn', 'en-us'] as const;
export const STORAGE_PREFIX = 'pc_';
export const LANG_STORAGE_KEY = 'lang';
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const CAROUSEL_INTERVAL_MS = 3000;
export const CATEGORY_BANNER_HEIGHT_PX = 445;
export const FOOTER_MAX_COLUMNS = 5;
export const FOOTER_MAX_LINKS = 14;
export const GOODS_SKELETON_ITEMS = 10;
export const CLICK_THROTTLE_MS = 1000;
export const LONG_PRESS_MS = 1000;
export const DEBOUNCE_MS = 500;
/** The longest search text; the API's search/index and search/suggest `q` accept the same. */
export const SEARCH_MAX_LENGTH = 50;
export const SMS_RESEND_SECONDS = 60;
export const LOGIN_PATH = '/user/login';
/** The back office's own sign-in page, and where it lands afterwards. */
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/dashboard';
export const NOT_FOUND_PATH = '/public/404';

export type Language = (typeof LANGUAGES)[number];
