// The shop's API contract: one module per domain. Constants and patterns live apart from the zod
// schemas (enums, limits, order-status, result-code, field-patterns), so that a page importing a
// status code or a pattern does not bundle zod (the package is side-effect free; webpack drops the
// modules a page does not use).
export * from './enums';
export * from './limits';
export * from './order-status';
export * from './result-code';
export * from './field-patterns';
export * from './field-rules';
export * from './answer-fields';
export * from './envelope';
export * from './common';
export * from './design';
export * from './category';
export * from './goods';
export * from './search';
export * from './shop';
export * from './user';
export * from './sms';
export * from './cart';
export * from './address';
export * from './invoice';
export * from './store';
export * from './coupon';
export * from './favorite';
export * from './footprint';
export * from './order';
export * from './payment';
export * from './wallet';
export * from './refund';
export * from './review';
export * from './upload';
export * from './purview';
export * from './activity';
export * from './activity-group';
export * from './activity-second';
export * from './activity-bargain';
export * from './activity-point';
export * from './activity-limit';
export * from './activity-admin';
export * from './service-chat';
export * from './service-calls';
export * from './help';
