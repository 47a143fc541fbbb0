// The database schema (drizzle), one file per part of the shop; migrations are generated from it
// (`npm run db:generate`, drizzle.config.ts).
export * from './tables/members';
export * from './tables/sms';
export * from './tables/design';
export * from './tables/cart';
export * from './tables/catalogue';
export * from './tables/member-lists';
export * from './tables/addresses';
export * from './tables/coupons';
export * from './tables/orders';
export * from './tables/money';
export * from './tables/refunds';
export * from './tables/rate-limits';
export * from './tables/uploads';
export * from './tables/activities';
export * from './tables/chat';
export * from './tables/help';
export * from './tables/staff';
export * from './tables/wechat';
export * from './tables/tracking';
