const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'activities',
  dir: __dirname,
  publicPath: 'auto',
  port: require('./package.json').config.devPort,
  title: 'activities (standalone)',
  exposes: {
    './group-index-page': './src/exposes/group-index-page.tsx',
    './group-view-page': './src/exposes/group-view-page.tsx',
    './second-index-page': './src/exposes/second-index-page.tsx',
    './second-view-page': './src/exposes/second-view-page.tsx',
    './bargain-index-page': './src/exposes/bargain-index-page.tsx',
    './bargain-view-page': './src/exposes/bargain-view-page.tsx',
    './point-index-page': './src/exposes/point-index-page.tsx',
    './point-view-page': './src/exposes/point-view-page.tsx',
    './limit-index-page': './src/exposes/limit-index-page.tsx',
    './limit-view-page': './src/exposes/limit-view-page.tsx',
    './admin-activity-list-page': './src/exposes/admin-activity-list-page.tsx',
    './admin-activity-edit-page': './src/exposes/admin-activity-edit-page.tsx',
  },
});
