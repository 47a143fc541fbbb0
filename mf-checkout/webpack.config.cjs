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
  },
});
