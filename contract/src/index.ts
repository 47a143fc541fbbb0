// The shop's API contract: one module per domain. Constants and patterns live apart from the zod
// schemas (enums, limits, facet-filters, order-status, result-code, field-patterns), so that a page importing a
// status code or a pattern does not bundle zod (the package is side-effect free; webpack drops the
// modules a page does not use).
export * from './enums';
export * from './limits';
export * from './facet-filters';
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
export * from './goods-delivery';
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
export * from './recommend';
export * from './order';
export * from './payment';
export * from './wallet';
export * from './refund';
export * from './review';
export * from './upload';
export * from './upload-url';
export * from './permissions';
export * from './purview';
export * from './staff-accounts';
export * from './admin-order';
export * from './tracking';
export * from './admin-dashboard';
export * from './admin-goods';
export * from './admin-member';
export * from './admin-design';
export * from './admin-site';
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
// The registry of operations: `endpoints.saveAddress` is the call's id, method and path, with the
// types of its input and answer (endpoint.ts). A namespace, so that webpack bundles only the
// endpoints a page calls, and an endpoint never shares a name with the front-end's function that calls it.
export * from './endpoint';
export * as endpoints from './endpoints/index';
