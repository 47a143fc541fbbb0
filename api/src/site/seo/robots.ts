/**
 * The shell's pages a crawler has no business in: the member centre and sign-in pages, the cart,
 * checkout and cashier, the member's chat, and the back office (paths of the spec, shared/src/routing/paths.ts).
 */
export const PRIVATE_PATHS = ['/home/ucenter/', '/home/user/', '/home/cart/', '/home/service/', '/home/admin/'];

/** robots.txt: everyone welcome but in the private paths, and the sitemap named by its absolute URL. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
