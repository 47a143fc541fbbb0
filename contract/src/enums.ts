/**
 * The closed lists of values the API accepts and answers, one per request or answer field. No zod
 * here: a page that only needs the list (a sort menu, a tab bar) does not bundle a schema library.
 */

/** `sort` of goods/index, search/index and shop/index. */
export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** `type` of goods/comment: every review, by rating, or those with photos. */
export const COMMENT_TYPES = ['all', 'good', 'mid', 'bad', 'img'] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

/** `status` of coupon/mine. */
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** A full-discount coupon takes an amount off above a threshold; a discount coupon a share. */
export const COUPON_TYPES = ['full', 'discount'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** What an SMS code is for (`scene` of sms/send). */
export const SMS_SCENES = ['register', 'login', 'forget', 'bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/** `temp_id` of index/global and index/index. */
export const TEMPLATE_IDS = ['pc'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The promotions of /activity/: group buying, flash sale, bargain, points mall and purchase limit. */
export const ACTIVITY_TYPES = ['group', 'second', 'bargain', 'point', 'limit'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * What is being bought at checkout: the selected cart rows, one SKU straight from its page, or one
 * SKU of an activity (always bought directly, never through the cart).
 */
export const CHECKOUT_TYPES = ['cart', 'buy', ...ACTIVITY_TYPES] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

export const INVOICE_HEADER_TYPES = ['person', 'enterprise'] as const;
export type InvoiceHeaderType = (typeof INVOICE_HEADER_TYPES)[number];

export const INVOICE_TYPES = ['normal', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Why a cart row cannot be bought right now. */
export const CART_INVALID_REASONS = ['off_shelf', 'sold_out'] as const;
export type CartInvalidReason = (typeof CART_INVALID_REASONS)[number];
/** How a cart row's unit price moved since it was added. */
export const CART_PRICE_CHANGES = ['dropped', 'rose'] as const;
export type CartPriceChange = (typeof CART_PRICE_CHANGES)[number];
/** What a cart row says about its stock: only a few left (`low`), or none (`sold_out`). */
export const CART_STOCK_NOTICES = ['low', 'sold_out'] as const;
export type CartStockNotice = (typeof CART_STOCK_NOTICES)[number];

/** A member's role. The chat's agents are back-office users (the `chat.answer` permission), not members. */
export const MEMBER_ROLES = ['member', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Whether the signed-in member can claim a coupon of the coupon centre now, and if not, why. */
export const COUPON_CLAIM_STATES = ['open', 'limit_reached', 'sold_out', 'not_started'] as const;
export type CouponClaimState = (typeof COUPON_CLAIM_STATES)[number];

/** Where an activity stands for shoppers: not started, selling, or over (ended, stopped or sold out is `ended`). */
export const ACTIVITY_STATES = ['upcoming', 'selling', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** A group: waiting for members, complete (enough members paid), or failed (the window closed short). */
export const GROUP_STATES = ['open', 'success', 'failed'] as const;
export type GroupState = (typeof GROUP_STATES)[number];

/**
 * A member's seat in a group: held by an unpaid order (`pending`), paid, given up (the order was
 * cancelled or timed out: `released`), or paid back when the group failed (`refunded`).
 */
export const GROUP_MEMBER_STATES = ['pending', 'paid', 'released', 'refunded'] as const;
export type GroupMemberState = (typeof GROUP_MEMBER_STATES)[number];

/** A bargain: friends are cutting (`open`), bought at the price reached, or failed when the activity ended. */
export const BARGAIN_STATES = ['open', 'bought', 'failed'] as const;
export type BargainState = (typeof BARGAIN_STATES)[number];

/** Who wrote a chat message: the member, an agent, or the shop itself (automatic replies, transfers). */
export const CHAT_SENDERS = ['member', 'agent', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** What a chat message carries: text (emoji are text), a picture, a product card or an order card. */
export const CHAT_MESSAGE_KINDS = ['text', 'image', 'goods', 'order'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** A conversation is open until an agent closes it; a member's next message opens it again. */
export const CHAT_CONVERSATION_STATES = ['open', 'closed'] as const;
export type ChatConversationState = (typeof CHAT_CONVERSATION_STATES)[number];
