const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'ucenter',
  dir: __dirname,
  publicPath: 'auto',
  port: require('./package.json').config.devPort,
  title: 'ucenter (standalone)',
  exposes: {
    './login-page': './src/exposes/login-page.tsx',
    './register-page': './src/exposes/register-page.tsx',
    './forget-page': './src/exposes/forget-page.tsx',
    './bind-page': './src/exposes/bind-page.tsx',
    './center-page': './src/exposes/center-page.tsx',
    './order-list-page': './src/exposes/order-list-page.tsx',
    './order-detail-page': './src/exposes/order-detail-page.tsx',
    './address-page': './src/exposes/address-page.tsx',
    './invoice-page': './src/exposes/invoice-page.tsx',
    './coupon-page': './src/exposes/coupon-page.tsx',
    './wallet-page': './src/exposes/wallet-page.tsx',
    './recharge-page': './src/exposes/recharge-page.tsx',
    './visit-page': './src/exposes/visit-page.tsx',
    './collect-page': './src/exposes/collect-page.tsx',
    './refund-page': './src/exposes/refund-page.tsx',
    './evaluate-page': './src/exposes/evaluate-page.tsx',
    './comment-page': './src/exposes/comment-page.tsx',
  },
});
