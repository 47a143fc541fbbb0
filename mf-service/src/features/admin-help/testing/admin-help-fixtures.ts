import type { AdminHelpArticle, AdminHelpCategory, AdminHelpIndexAnswer } from '@shop/contract';

/** An article as admin/page/index gives it, with what a test cares about overridden. */
export function adminArticle(id: number, overrides: Partial<AdminHelpArticle> = {}): AdminHelpArticle {
  return {
    id,
    category_id: 1,
    zh: { title: `文章${id}`, content: `<p>内容${id}</p>` },
    en: { title: `Article ${id}`, content: `<p>Content ${id}</p>` },
    sort: id,
    published: true,
    updated_at: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}

export function adminCategory(id: number, en: string, zh: string, articles: AdminHelpArticle[]): AdminHelpCategory {
  return { id, name: { zh, en }, sort: id, articles };
}

/** Shopping guide (How to order, a draft on coupons) and Shipping (Shipping times), and an empty Returns. */
export function helpIndex(): AdminHelpIndexAnswer {
  return {
    list: [
      adminCategory(1, 'Shopping guide', '购物指南', [
        adminArticle(1, { zh: { title: '如何下单', content: '<p>30分钟内付款。</p>' }, en: { title: 'How to order', content: '<p>Pay within <strong>30 minutes</strong>.</p>' } }),
        adminArticle(2, { published: false, zh: { title: '使用优惠券', content: '' }, en: { title: 'Using coupons', content: '' } }),
      ]),
      adminCategory(2, 'Shipping', '配送', [adminArticle(5, { category_id: 2, zh: { title: '配送时间', content: '' }, en: { title: 'Shipping times', content: '' } })]),
      adminCategory(3, 'Returns', '退换货', []),
    ],
  };
}
