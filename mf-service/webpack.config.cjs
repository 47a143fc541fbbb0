const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'service',
  dir: __dirname,
  publicPath: 'auto',
  port: require('./package.json').config.devPort,
  title: 'service (standalone)',
  exposes: {
    './service-online-page': './src/exposes/service-online-page.tsx',
    './service-console-page': './src/exposes/service-console-page.tsx',
    './help-page': './src/exposes/help-page.tsx',
    './admin-help-page': './src/exposes/admin-help-page.tsx',
    './admin-service-desk-page': './src/exposes/admin-service-desk-page.tsx',
  },
});
