import type {
  AdminMediaPage,
  AdminSiteSettingsDetail,
  MediaPicture,
  AdminBrand,
  AdminBrandList,
  AdminCategoryTree,
  AdminGoodsDetail,
  AdminGoodsListAnswer,
  AdminGoodsStatusAnswer,
  AdminSubCategory,
  UploadedImage,
  Address,
  AddressListAnswer,
  AdminCoupon,
  AdminCouponIssueAnswer,
  AdminCouponListAnswer,
  AdminMemberDetail,
  AdminMemberListAnswer,
  AdminMemberWalletAnswer,
  AdminWalletAdjustAnswer,
  AdminActivityDetail,
  AdminActivityListAnswer,
  AdminFlashSlotListAnswer,
  AdminHelpArticle,
  AdminHelpCategory,
  AdminHelpIndexAnswer,
  BargainDetail,
  BargainHelpAnswer,
  BargainListAnswer,
  BargainView,
  CartAnswer,
  CartCount,
  CartCountAnswer,
  CategoryTree,
  DashboardAnswer,
  CouponMineAnswer,
  CreatedOrder,
  FavoriteAnswer,
  FlashDetail,
  FlashListAnswer,
  FlashSlotsAnswer,
  GoodsCommentAnswer,
  GoodsDetail,
  GoodsFacetsAnswer,
  GoodsListAnswer,
  GroupDetail,
  GroupListAnswer,
  GroupView,
  HelpArticle,
  HelpIndexAnswer,
  HelpSearchAnswer,
  HomeDesign,
  LayoutDesign,
  LimitDetail,
  LimitListAnswer,
  MemberCenter,
  MemberProfile,
  NotificationReceipt,
  OrderDetail,
  OrderListAnswer,
  OrderPreview,
  PaymentInfo,
  PaymentResult,
  PointDetail,
  PointListAnswer,
  PointsLogAnswer,
  Recharge,
  RechargeOptions,
  Purview,
  StaffLoginAnswer,
  StaffRole,
  StaffRoleListAnswer,
  StaffAccount,
  StaffListAnswer,
  AuditLogAnswer,
  RefusalData,
  RelatedSearchAnswer,
  SearchAnswer,
  SearchHistoryAnswer,
  SearchHotAnswer,
  SearchSuggestAnswer,
  ShopAnswer,
  SignedIn,
  SiteSettings,
  SmsOutboxMessage,
  SmsSent,
  StoreListAnswer,
  WalletLogAnswer,
  WalletSummary,
  AdminServiceAgentsAnswer,
  AdminServicePhrasesAnswer,
  AdminServiceQueueAnswer,
  ChatConversation,
  ChatHistoryPage,
  ChatPhrase,
  ServiceMemberProfile,
  ServiceStatus,
  ServiceUnread,
  AdminOrderDetail,
  AdminOrderTracking,
  OrderTracking,
  AdminOrderListAnswer,
  AdminRefund,
  AdminRefundListAnswer,
  OrderPrintout,
  AdminDesignDetail,
  AdminDesignGoodsAnswer,
  AdminDesignHistoryAnswer,
} from '@shop/contract';

/** What `data` holds in a success of each call (after /homeapi/), as the contract says. */
type Answers = {
  'common/init': SiteSettings;
  'index/global': LayoutDesign;
  'index/index': HomeDesign;
  'category/index': CategoryTree;
  'goods/index': GoodsListAnswer;
  'goods/facets': GoodsFacetsAnswer;
  'goods/view': GoodsDetail;
  'goods/comment': GoodsCommentAnswer;
  'goods/favorite': FavoriteAnswer;
  'search/index': SearchAnswer;
  'search/hot': SearchHotAnswer;
  'search/suggest': SearchSuggestAnswer;
  'search/related': RelatedSearchAnswer;
  'search/history': SearchHistoryAnswer;
  'search/history/clear': null;
  'shop/index': ShopAnswer;
  'cart/count': CartCount;
  'cart/add': CartCountAnswer;
  'cart/index': CartAnswer;
  'cart/change': CartAnswer;
  'cart/select': CartAnswer;
  'cart/delete': CartAnswer;
  'cart/favorite': CartAnswer;
  'cart/refresh': CartAnswer;
  'user/center': MemberCenter;
  'user/register': SignedIn;
  'user/login': SignedIn;
  'user/logout': null;
  'user/forget': null;
  'user/bind': MemberProfile;
  'sms/send': SmsSent;
  'dev/sms-outbox': SmsOutboxMessage;
  'address/index': AddressListAnswer;
  'address/save': Address;
  'address/delete': null;
  'address/default': null;
  'store/index': StoreListAnswer;
  'coupon/mine': CouponMineAnswer;
  'order/confirm': OrderPreview;
  'order/create': CreatedOrder;
  'order/list': OrderListAnswer;
  'order/detail': OrderDetail;
  'order/cancel': null;
  'order/confirm_receipt': null;
  'order/again': CartCountAnswer;
  'order/print': OrderPrintout;
  'admin/order/index': AdminOrderListAnswer;
  'admin/order/detail': AdminOrderDetail;
  'admin/order/ship': AdminOrderDetail;
  'admin/order/express': AdminOrderTracking;
  'admin/order/express/add': AdminOrderTracking;
  'order/express': OrderTracking;
  'admin/order/pickup/ready': AdminOrderDetail;
  'admin/order/pickup/verify': AdminOrderDetail;
  'admin/order/print': OrderPrintout;
  'admin/refund/index': AdminRefundListAnswer;
  'admin/refund/detail': AdminRefund;
  'order/payment': PaymentInfo;
  'payment/index': PaymentResult;
  'sandbox/notify': NotificationReceipt;
  'wallet/index': WalletSummary;
  'wallet/log': WalletLogAnswer;
  'wallet/points': PointsLogAnswer;
  'recharge/index': RechargeOptions;
  'recharge/create': Recharge;
  'recharge/detail': Recharge;
  'purview/index': Purview;
  'admin/login': StaffLoginAnswer;
  'admin/role/index': StaffRoleListAnswer;
  'admin/role/save': StaffRole;
  'admin/role/delete': null;
  'admin/staff/index': StaffListAnswer;
  'admin/staff/save': StaffAccount;
  'admin/staff/status': StaffAccount;
  'admin/staff/password': null;
  'admin/audit/index': AuditLogAnswer;
  'admin/dashboard/index': DashboardAnswer;
  'admin/design/detail': AdminDesignDetail;
  'admin/design/save': AdminDesignDetail;
  'admin/design/publish': AdminDesignDetail;
  'admin/design/rollback': AdminDesignDetail;
  'admin/design/history': AdminDesignHistoryAnswer;
  'admin/design/goods': AdminDesignGoodsAnswer;
  'admin/site/detail': AdminSiteSettingsDetail;
  'admin/site/save': AdminSiteSettingsDetail;
  'admin/media/index': AdminMediaPage;
  'admin/media/upload': MediaPicture;
  'activity/bargain/index': BargainListAnswer;
  'activity/bargain/view': BargainView;
  'activity/bargain/start': BargainDetail;
  'activity/bargain/help': BargainHelpAnswer;
  'activity/bargain/detail': BargainDetail;
  'activity/group/index': GroupListAnswer;
  'activity/group/view': GroupView;
  'activity/group/detail': GroupDetail;
  'activity/point/index': PointListAnswer;
  'activity/point/view': PointDetail;
  'activity/limit/index': LimitListAnswer;
  'activity/limit/view': LimitDetail;
  'activity/second/slots': FlashSlotsAnswer;
  'activity/second/index': FlashListAnswer;
  'activity/second/view': FlashDetail;
  'admin/activity/index': AdminActivityListAnswer;
  'admin/activity/detail': AdminActivityDetail;
  'admin/activity/save': AdminActivityDetail;
  'admin/activity/start': AdminActivityDetail;
  'admin/activity/stop': AdminActivityDetail;
  'admin/activity/slots': AdminFlashSlotListAnswer;
  'service/status': ServiceStatus;
  'service/history': ChatHistoryPage;
  'service/unread': ServiceUnread;
  'admin/service/queue': AdminServiceQueueAnswer;
  'admin/service/history': ChatHistoryPage;
  'admin/service/member': ServiceMemberProfile;
  'admin/service/agents': AdminServiceAgentsAnswer;
  'admin/service/transfer': ChatConversation;
  'admin/service/close': ChatConversation;
  'admin/service/phrases': AdminServicePhrasesAnswer;
  'admin/service/phrase/save': ChatPhrase;
  'admin/service/phrase/delete': null;
  'admin/service/picture': UploadedImage;
  'page/index': HelpIndexAnswer;
  'page/view': HelpArticle;
  'page/search': HelpSearchAnswer;
  'admin/page/index': AdminHelpIndexAnswer;
  'admin/page/save': AdminHelpArticle;
  'admin/page/delete': null;
  'admin/page/category/save': AdminHelpCategory;
  'admin/page/category/delete': null;
  'admin/member/index': AdminMemberListAnswer;
  'admin/member/detail': AdminMemberDetail;
  'admin/member/wallet': AdminMemberWalletAnswer;
  'admin/member/wallet/adjust': AdminWalletAdjustAnswer;
  'admin/coupon/index': AdminCouponListAnswer;
  'admin/coupon/save': AdminCoupon;
  'admin/coupon/status': AdminCoupon;
  'admin/coupon/issue': AdminCouponIssueAnswer;
  'admin/goods/index': AdminGoodsListAnswer;
  'admin/brand/index': AdminBrandList;
  'admin/brand/save': AdminBrand;
  'admin/goods/detail': AdminGoodsDetail;
  'admin/goods/save': AdminGoodsDetail;
  'admin/goods/status': AdminGoodsStatusAnswer;
  'admin/upload/image': UploadedImage;
  'admin/category/index': AdminCategoryTree;
  'admin/category/save': AdminSubCategory;
  'admin/category/delete': null;
};

type ApiCall = keyof Answers;

/**
 * `data` of a call's answer as a test reads it: a test checks the status, then reads the success's
 * answer or the refusal's fields (`field`, `errors`, `stock`...). Unknown calls carry only a refusal.
 */
export type AnswerData<Call extends string> = (Call extends ApiCall ? ([Answers[Call]] extends [null] ? unknown : Answers[Call]) : unknown) & Partial<RefusalData>;
