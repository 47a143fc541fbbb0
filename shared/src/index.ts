// The public surface of @shop/shared: one instance at runtime in every app.
export * from './constants';
export { localStore } from './storage/local-storage';
export type { Envelope } from './types/envelope';
export type { User, SessionPayload } from './types/user';
export type * from './types/design';

export { http, staffHttp, createHttpClient, handleEnvelope, type Audience } from './http/client';
export { ApiError } from './http/api-error';
export { setNavigator, navigateTo, currentAppPath } from './http/navigation';

export { useAuthStore, useIsLoggedIn, selectIsLoggedIn } from './stores/auth-store';
export { useCartStore } from './stores/cart-store';
export { useSettingsStore } from './stores/settings-store';
export { usePermissionStore } from './stores/permission-store';
export { useToastStore, toast, type ToastKind, type ToastItem } from './stores/toast-store';
export { clearSession } from './stores/session';
export { useStaffStore } from './stores/staff-store';
export { clearStaffSession } from './stores/staff-session';
export { useChromeStore, type ChromeBlock, type ChromeOverrides } from './stores/chrome-store';
export { logout, startSession } from './auth/session-actions';
export { loginPathFor } from './auth/login-path';
export { MembersOnly, RedirectToSignIn } from './auth/members-only';
export * from './routing/paths';
export { pageFromQuery, usePageParam } from './routing/use-page-param';
export { mountRouter } from './routing/mount-router';

export { queryClient, createQueryClient } from './query/query-client';
export { sharedQueryKeys } from './query/shared-query-keys';
export { refreshCartCount } from './cart/refresh-cart-count';
export { uploadImage, useUploadImage } from './upload/api/upload-image';
export { reportFailure } from './http/report-failure';

export { i18n, addMessages, uiLocale } from './i18n/i18n';
export { readLanguageCache, writeLanguageCache } from './i18n/language-cache';
export { resolveLanguage, readStoredLanguage, requestLanguage, switchLanguage, languageSwitchUrl, isLanguage } from './i18n/language';

export { Toaster } from './ui/toaster';
export { Skeleton } from './ui/skeleton';
export { LazyImage } from './ui/lazy-image';
export { EMPTY_IMAGE } from './ui/empty-image';
export { SmartLink, isExternalLink } from './ui/smart-link';
export { Price, formatYuan, lineAmount } from './ui/price';
export { Button } from './ui/button';
export { TextField } from './ui/text-field';
export { FieldFrame, useFieldIds } from './ui/field-frame';
export { FieldMessage } from './ui/field-message';
export { LoadFailed } from './ui/load-failed';
export { Pagination, pageSlots } from './ui/pagination';
export { Breadcrumbs, type BreadcrumbItem } from './ui/breadcrumbs';
export { ConfirmDialog } from './ui/confirm-dialog';
export { useModalFocus } from './ui/use-modal-focus';
export { ModalDialog } from './ui/modal-dialog';
export { QuantityStepper, clampQuantity } from './ui/quantity-stepper';
export { QrCode } from './ui/qr-code';
export { Permission, hasPermission } from './permission/permission';


export { useTimeLeft, formatCountdown } from './time/use-time-left';
export { serverOffset, serverTime, localDeadline, useServerTimeLeft } from './time/server-clock';
export { debounce, type Debounced } from './utils/debounce';
export { useDebouncedValue } from './utils/use-debounced-value';
export { useClickThrottle } from './utils/use-click-throttle';
export { useLongPress } from './utils/use-long-press';
export { copyText } from './utils/copy-text';
export { pageTitle, setMetaContent } from './utils/document-meta';
export { htmlToText, loadSanitizer, provideSanitizer } from './utils/sanitize-html';
export { useSanitizedHtml } from './utils/use-sanitized-html';
export { SanitizedHtml } from './ui/sanitized-html';
export { assertCallback } from './utils/assert-callback';

export { TopBlock } from './blocks/top-block';
export { SearchBlock } from './blocks/search-block';
export { NavigationBlock } from './blocks/navigation-block';
export { FooterBlock } from './blocks/footer-block';
export { LanguageMenu } from './blocks/language-menu';
export { px, color, isOn } from './blocks/block-style';
export { mountStandalone, type StandalonePage } from './dev/standalone-shell';
export { DataTable, type DataColumn, type TableSort } from './admin/data-table';
export { useTableParams } from './admin/use-table-params';
export { Watermark } from './print/watermark';
export { PrintPreview, PRINT_PREVIEW_Z_INDEX } from './print/print-preview';
export { formatDate, formatDateMinute, formatDateTime, formatTimeOfDay, fromDateTimeInput, SHOP_TIME_ZONE, toDateTimeInput } from './time/format-date-time';
