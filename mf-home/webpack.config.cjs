const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'home',
  dir: __dirname,
  publicPath: 'auto',
  port: require('./package.json').config.devPort,
  title: 'home (standalone)',
  exposes: {
    './home-page': './src/exposes/home-page.tsx',
    './admin-design-page': './src/exposes/admin-design-page.tsx',
    './admin-media-page': './src/exposes/admin-media-page.tsx',
    './admin-site-page': './src/exposes/admin-site-page.tsx',
  },
});
