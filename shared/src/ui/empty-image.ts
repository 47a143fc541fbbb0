/** The default empty picture: inline, so it shows even when the network does not. */
export const EMPTY_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f3f4f6"/>' +
      '<g fill="none" stroke="#c7cbd1" stroke-width="6" stroke-linejoin="round"><rect x="50" y="60" width="100" height="80" rx="8"/>' +
      '<path d="M58 130l28-32 22 24 14-14 20 22"/><circle cx="124" cy="84" r="9"/></g></svg>',
  );
