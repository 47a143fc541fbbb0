import type { GoodsDetail } from '@shop/contract';

/** One crumb: the last one, the page itself, has no link. */
export type Crumb = { name: string; url?: string };

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org `Product` with its `Offer` (price in CNY, availability from stock), for Google's product
 * results, and the reviews' average stars (`averageRating`) once there are reviews.
 */
export function productJsonLd(goods: GoodsDetail, url: string, absolute: (path: string) => string, averageRating: number | null) {
  const images = [goods.image, ...goods.images].filter((image, index, all) => image && all.indexOf(image) === index);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.name,
    description: goods.subtitle || goods.name,
    image: images.map(absolute),
    sku: String(goods.id),
    url,
    offers: {
      '@type': 'Offer',
      price: goods.sell_price,
      priceCurrency: 'CNY',
      availability: goods.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
      url,
      seller: { '@type': 'Organization', name: goods.shop.name },
    },
    ...(goods.comment.total > 0 && averageRating
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: averageRating, reviewCount: goods.comment.total, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** schema.org `BreadcrumbList`: home, the categories, the page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}
