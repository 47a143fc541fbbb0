// Test data that the kit's tests and the apps' tests share (never bundled): `@shop/commerce/testing`.
export { orderPrintout } from './order-printout';
export { TEE_SPEC_GROUPS } from './tee-spec-groups';
export { activityCard } from './activity-card';
