const path = require('node:path');
const { createConfig } = require('@shop/shared/webpack');

module.exports = createConfig({
  name: 'host',
  dir: __dirname,
  publicPath: '/home/',
  port: 3000,
  title: 'Shop',
  remoteDevPorts: { home: 3001, catalog: 3002, checkout: 3004, ucenter: 3005 },
  runtimePlugins: [path.join(__dirname, 'src/remotes/remote-fallback-plugin.ts')],
});
