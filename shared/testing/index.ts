// Test helpers for the front-end packages (never bundled): `@shop/shared/testing`.
export * from './mock-api';
export { renderPage, createTestQueryClient } from './render-page';
export { testMember, testSettings } from './members';
export { messageParityProblems, type NamespaceMessages } from './message-parity';
export { mockStaffApi, signInStaff, testStaff } from './mock-staff-api';
