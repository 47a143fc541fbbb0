// Test helpers for the front-end packages (never bundled): `@shop/shared/testing`.
export * from './mock-api';
export { renderPage } from './render-page';
