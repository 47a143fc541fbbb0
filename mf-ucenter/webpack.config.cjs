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
  },
});
