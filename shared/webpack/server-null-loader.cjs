// The server build's stand-in for a stylesheet: the markup only needs the class names, and the
// browser build's CSS is what the page links to.
module.exports = function serverNullLoader() {
  return 'export {};';
};
