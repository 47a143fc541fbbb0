const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'home',
  dir: __dirname,
  publicPath: 'auto',
  port: 3001,
  title: 'home (standalone)',
  exposes: {
    './home-page': './src/exposes/home-page.tsx',
  },
});
