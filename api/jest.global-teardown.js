const fs = require('node:fs');
const path = require('node:path');

/** Removes the run's seeded database template and its folder (jest.global-setup.js). */
module.exports = () => {
  const file = process.env.SHOP_TEST_DATABASE_TEMPLATE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
};
