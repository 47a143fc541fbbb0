const path = require('node:path');
const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'host',
  dir: __dirname,
  publicPath: '/home/',
  port: 3000,
  title: 'Shop',
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-fallback-plugin.ts'), path.join(__dirname, 'src/remotes/shared-version-guard-plugin.ts')],
});
