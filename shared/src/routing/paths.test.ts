// Every cross-app path of this registry opens a page some remote publishes: a link cannot point at a
// page that was renamed or never existed. The pages are read from each remote's routes.json, the file
// the host routes by (ADR 0009).
import fs from 'node:fs';
import path from 'node:path';
import { ACTIVITY_TYPES } from '@shop/contract';
import { ADMIN_LOGIN_PATH, LOGIN_PATH } from '../constants';
import * as paths from './paths';

const REPO = path.resolve(__dirname, '..', '..', '..');

function publishedPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const dir of fs.readdirSync(REPO).filter((name) => name.startsWith('mf-'))) {
    const file = path.join(REPO, dir, 'routes.json');
    if (!fs.existsSync(file)) continue;
    const { routes } = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: Array<{ path: string }> };
    for (const route of routes) pages.set(route.path, dir);
  }
  return pages;
}

const PAGES = publishedPages();
const pathnameOf = (link: string) => link.split(/[?#]/)[0]!;

/** One call of every path builder the registry exports, keyed by its name. */
const BUILT: Record<string, string[]> = {
  goodsViewPath: [paths.goodsViewPath(5)],
  categoryPath: [paths.categoryPath(3)],
  shopPath: [paths.shopPath(1)],
  searchPath: [paths.searchPath('tea & cups')],
  orderDetailPath: [paths.orderDetailPath(12)],
  refundPath: [paths.refundPath(12)],
  evaluatePath: [paths.evaluatePath(12)],
  cashierPath: [paths.cashierPath(12)],
  cartConfirmPath: [paths.cartConfirmPath([1, 2])],
  buyNowPath: [paths.buyNowPath(7, 2)],
  serviceAboutGoodsPath: [paths.serviceAboutGoodsPath(5)],
  serviceAboutOrderPath: [paths.serviceAboutOrderPath(12)],
  helpArticlePath: [paths.helpArticlePath(2)],
  activityListPath: ACTIVITY_TYPES.map((type) => paths.activityListPath(type)),
  activityViewPath: ACTIVITY_TYPES.map((type) => paths.activityViewPath(type, 4)),
  activityConfirmPath: [paths.activityConfirmPath({ type: 'group', activityId: 4, skuId: 9, quantity: 1, groupId: 3 })],
};

describe('the cross-app paths', () => {
  it('reads the pages of at least the six remotes', () => {
    expect(new Set(PAGES.values()).size).toBeGreaterThanOrEqual(6);
  });

  it.each(Object.entries(paths).filter(([name, value]) => name.endsWith('_PATH') && typeof value === 'string'))('%s is a published page', (_name, value) => {
    expect(PAGES.has(value as string)).toBe(true);
  });

  it('every path builder is checked here', () => {
    const builders = Object.entries(paths)
      .filter(([name, value]) => typeof value === 'function' && name.endsWith('Path'))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(BUILT).sort()).toEqual(builders);
  });

  it.each(Object.entries(BUILT))('%s opens a published page', (_name, links) => {
    for (const link of links) expect([link, PAGES.has(pathnameOf(link))]).toEqual([link, true]);
  });

  it('the member sign-in page is published; the back office’s is the host’s own', () => {
    expect(PAGES.has(LOGIN_PATH)).toBe(true);
    expect(PAGES.has(ADMIN_LOGIN_PATH)).toBe(false);
  });
});
