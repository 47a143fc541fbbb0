// @shop/commerce: the shop's UI that several apps show and that need not be one instance per page
// (ADR 0023). A UI kit: every app bundles the version it was built with, so a remote can ship a newer
// kit without the host. Only commerce-messages.ts has a side effect (it adds the kit's words), and
// every module that speaks imports it.

export { parseSkuKey, isOptionAvailable, missingGroup, chosenSku, initialSelection, toggleOption, type Selection, type SelectableSku } from './goods/sku-selection';
export { SkuSelector } from './goods/sku-selector';
export { useSkuChoice } from './goods/use-sku-choice';
export { DetailPageSkeleton } from './goods/detail-page-skeleton';
export { Gallery } from './goods/gallery';
export { OrderPrintout } from './print/order-printout';
export { useServiceUnread, getServiceUnread, SERVICE_UNREAD_POLL_MS } from './service/api/get-service-unread';
export { useRequireMember } from './members/use-require-member';
export { useServerCountdown } from './time/use-server-countdown';
export { SaleStart, saleStartParts } from './time/sale-start';
export { usePictureUploads, PICTURE_ACCEPT, PICTURE_MAX_MB } from './uploads/use-picture-uploads';
export { PicturePicker, type PicturePickerProps, type PicturePickerWords } from './uploads/picture-picker';
export { MediaLibrary } from './uploads/media-library';
export { MediaLibraryDialog } from './uploads/media-library-dialog';
export { mediaLibraryKeys, useMediaPictures, useUploadMediaPicture } from './uploads/api/media-library';
export { GatewayPayment } from './payment/gateway-payment';
export { PaymentMethodMark } from './payment/payment-method-mark';
export { TabBar, tabElementId, type TabBarTab } from './ui/tab-bar';
export { ConfirmRemoval } from './ui/confirm-removal';
export { RecommendFeed } from './recommend/recommend-feed';
export { GoodsRecommendations } from './recommend/goods-recommendations';
export { RecommendCard, RecommendGrid, type RecommendColumns } from './recommend/recommend-card';
export { recommendKeys, getRecommendedFeed, getGoodsRecommendations, useRecommendedFeed, useGoodsRecommendations } from './recommend/api/get-recommendations';
export { regionTree, loadRegions, regionPath, codeOfNames, type Region } from './regions/region-data';
export { useRegions, regionKeys } from './regions/use-regions';
export { RegionPicker, type PickedRegion } from './regions/region-picker';
export { COMMERCE_NAMESPACE, commerceMessages } from './commerce-messages';
