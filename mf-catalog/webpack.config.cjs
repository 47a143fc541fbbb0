const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'catalog',
  dir: __dirname,
  publicPath: 'auto',
  port: require('./package.json').config.devPort,
  title: 'catalog (standalone)',
  exposes: {
    './goods-list-page': './src/exposes/goods-list-page.tsx',
    './goods-detail-page': './src/exposes/goods-detail-page.tsx',
    './search-page': './src/exposes/search-page.tsx',
    './shop-page': './src/exposes/shop-page.tsx',
    './admin-goods-list-page': './src/exposes/admin-goods-list-page.tsx',
    './admin-goods-edit-page': './src/exposes/admin-goods-edit-page.tsx',
    './admin-category-page': './src/exposes/admin-category-page.tsx',
  },
});
