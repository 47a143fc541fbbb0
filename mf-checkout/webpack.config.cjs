const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'checkout',
  dir: __dirname,
  publicPath: 'auto',
  port: require('./package.json').config.devPort,
  title: 'checkout (standalone)',
  exposes: {
    './cart-page': './src/exposes/cart-page.tsx',
    './confirm-page': './src/exposes/confirm-page.tsx',
    './cashier-page': './src/exposes/cashier-page.tsx',
    './admin-dashboard-page': './src/exposes/admin-dashboard-page.tsx',
    './admin-order-list-page': './src/exposes/admin-order-list-page.tsx',
    './admin-order-detail-page': './src/exposes/admin-order-detail-page.tsx',
    './admin-refund-list-page': './src/exposes/admin-refund-list-page.tsx',
  },
});
