module.exports = require('@shop/shared/jest').createJestConfig(__dirname);
