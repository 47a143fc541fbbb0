/**
 * The back-office permission keys. A role holds a list of them; `*` grants every one. The server
 * checks them on every back-office call, the permission element hides what a role may not use.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'order.view',
  'order.ship',
  'order.pickup',
  'refund.view',
  'refund.review',
  'goods.view',
  'goods.edit',
  'category.view',
  'category.edit',
  'coupon.view',
  'coupon.edit',
  'member.view',
  'wallet.adjust',
  'design.view',
  'design.edit',
  'design.publish',
  'activity.view',
  'activity.edit',
  'help.edit',
  'chat.answer',
  'media.edit',
  'site.edit',
  'account.view',
  'account.edit',
  'audit.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The grant of every permission, held by the administrator role. */
export const ALL_PERMISSIONS = '*';

/** True when the granted list has `*` or the permission. */
export const grants = (granted: readonly string[], permission: Permission): boolean =>
  granted.includes(ALL_PERMISSIONS) || granted.includes(permission);

/**
 * True when the granted list holds every key of `permissions` (`*` only when it has `*` itself):
 * what a back-office user may hand on, as nobody grants a permission they do not hold.
 */
export const grantsAll = (granted: readonly string[], permissions: readonly string[]): boolean =>
  granted.includes(ALL_PERMISSIONS) || permissions.every((key) => key !== ALL_PERMISSIONS && granted.includes(key));

/** Each permission's name in the role editor, in both languages. */
export const PERMISSION_LABELS: Record<Permission, { en: string; zh: string }> = {
  'dashboard.view': { en: 'View the dashboard', zh: '查看概况' },
  'order.view': { en: 'View orders', zh: '查看订单' },
  'order.ship': { en: 'Ship orders', zh: '订单发货' },
  'order.pickup': { en: 'Hand over pickup orders', zh: '自提核销' },
  'refund.view': { en: 'View refunds', zh: '查看售后' },
  'refund.review': { en: 'Approve or reject refunds', zh: '审核售后' },
  'goods.view': { en: 'View goods', zh: '查看商品' },
  'goods.edit': { en: 'Edit goods, prices and stock', zh: '编辑商品、价格和库存' },
  'category.view': { en: 'View categories', zh: '查看分类' },
  'category.edit': { en: 'Edit categories', zh: '编辑分类' },
  'coupon.view': { en: 'View coupons', zh: '查看优惠券' },
  'coupon.edit': { en: 'Issue and edit coupons', zh: '发放和编辑优惠券' },
  'member.view': { en: 'View members', zh: '查看会员' },
  'wallet.adjust': { en: 'Adjust member wallets', zh: '调整会员余额' },
  'design.view': { en: 'View the store design', zh: '查看店铺装修' },
  'design.edit': { en: 'Edit the store design', zh: '编辑店铺装修' },
  'design.publish': { en: 'Publish and roll back the store design', zh: '发布和回滚店铺装修' },
  'activity.view': { en: 'View activities', zh: '查看营销活动' },
  'activity.edit': { en: 'Edit activities', zh: '编辑营销活动' },
  'help.edit': { en: 'Edit help articles', zh: '编辑帮助文章' },
  'chat.answer': { en: 'Answer the customer-service chat', zh: '接待在线客服' },
  'media.edit': { en: 'Upload pictures and browse the media library', zh: '上传图片和浏览图片库' },
  'site.edit': { en: 'Edit the site settings (title, languages)', zh: '编辑站点设置（标题、语言）' },
  'account.view': { en: 'View roles and back-office users', zh: '查看角色和管理员' },
  'account.edit': { en: 'Edit roles and back-office users', zh: '编辑角色和管理员' },
  'audit.view': { en: 'View the audit log', zh: '查看操作日志' },
};

/** The roles every shop starts with; the administrator role cannot be deleted or narrowed. */
export const BUILTIN_ROLES = {
  administrator: [ALL_PERMISSIONS],
  /** Runs the shop day to day: everything but the store design, the site settings, the accounts, the audit log and the chat desk (customer service's). */
  operator: PERMISSIONS.filter((permission) => !/^(design|site|account|audit|chat)\./.test(permission)),
  warehouse: ['dashboard.view', 'order.view', 'order.ship', 'order.pickup', 'goods.view'],
  customer_service: ['order.view', 'refund.view', 'member.view', 'help.edit', 'chat.answer'],
  designer: ['design.view', 'design.edit', 'design.publish', 'media.edit', 'goods.view', 'category.view'],
} as const satisfies Record<string, readonly string[]>;
export type BuiltinRole = keyof typeof BUILTIN_ROLES;
