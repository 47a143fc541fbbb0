module.exports = require('./jest/create-jest-config.cjs').createJestConfig(__dirname, {
  // The test helpers are tested too.
  testMatch: ['<rootDir>/{src,testing}/**/*.test.ts?(x)'],
});
