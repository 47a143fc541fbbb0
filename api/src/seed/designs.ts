import type { Lang } from '../http/i18n';
import { imageUrl, wordedImageUrl } from '../modules/image';
import { catalogueCategoryMenu, catalogueGoodsCards } from './catalogue';
import { homeFeatured } from './catalogue-data';
import { pick, type Bilingual } from '../lib/bilingual';

/** Link type 2 opens an external URL in a new tab; anything else is a path inside the site. */
const INTERNAL = 1;
const EXTERNAL = 2;

type Link = { title: string; link: { path: string; params: { type: number } } };

const link = (lang: Lang, title: Bilingual, path: string, type = INTERNAL): Link => ({
  title: pick(lang, title),
  link: { path, params: { type } },
});

export function globalDesignSeed(lang: Lang) {
  const l = (title: Bilingual, path: string, type?: number) => link(lang, title, path, type);
  return {
    top: {
      type: 'top',
      value: {
        height_style: 1,
        background_color: '#f5f5f5',
        border_color: '#e8e8e8',
        text_color: '#666666',
        data: [
          {
            tips: pick(lang, { en: 'Welcome to Lumen Mall!', zh: '欢迎来到流明商城！' }),
            list: [
              l({ en: 'Sign in', zh: '请登录' }, '/user/login'),
              l({ en: 'Free sign-up', zh: '免费注册' }, '/user/register'),
            ],
          },
          {
            list: [
              l({ en: 'My orders', zh: '我的订单' }, '/ucenter/order/index'),
              l({ en: 'Member centre', zh: '会员中心' }, '/ucenter/index'),
              l({ en: 'My favourites', zh: '我的收藏' }, '/ucenter/collect/index'),
              l({ en: 'Help centre', zh: '帮助中心' }, '/page/view'),
              l({ en: 'Partner programme', zh: '商家合作' }, 'https://example.com/', EXTERNAL),
            ],
          },
        ],
      },
    },
    search: {
      type: 'search',
      value: { path: '/index', logo: imageUrl('logo'), text: pick(lang, { en: 'Search for goods', zh: '搜索商品' }) },
    },
    navigation: {
      type: 'navigation',
      value: {
        data: [
          l({ en: 'Home', zh: '首页' }, '/index'),
          l({ en: 'All goods', zh: '全部商品' }, '/goods/index'),
          l({ en: 'Group buying', zh: '拼团' }, '/activity/group/index'),
          l({ en: 'Flash sale', zh: '限时秒杀' }, '/activity/second/index'),
          l({ en: 'Bargain', zh: '砍价' }, '/activity/bargain/index'),
          l({ en: 'Points mall', zh: '积分商城' }, '/activity/point/index'),
          l({ en: 'Limited offers', zh: '限购' }, '/activity/limit/index'),
          l({ en: 'Help', zh: '帮助' }, '/page/view'),
        ],
      },
    },
    footer: { type: 'footer', value: footerValue(lang) },
  };
}

function footerValue(lang: Lang) {
  const l = (title: Bilingual, path: string, type?: number) => link(lang, title, path, type);
  const column = (title: Bilingual, links: Link[]) => [l(title, ''), ...links];
  return {
    data: [
      column({ en: 'Shopping guide', zh: '购物指南' }, [
        l({ en: 'How to order', zh: '购物流程' }, '/page/view?id=1'),
        l({ en: 'Member levels', zh: '会员介绍' }, '/page/view?id=2'),
        l({ en: 'FAQ', zh: '常见问题' }, '/page/view?id=3'),
      ]),
      column({ en: 'Delivery', zh: '配送方式' }, [
        l({ en: 'Store pickup', zh: '上门自提' }, '/page/view?id=4'),
        l({ en: 'Shipping times', zh: '配送时效' }, '/page/view?id=5'),
      ]),
      column({ en: 'Payment', zh: '支付方式' }, [
        l({ en: 'Wallet balance', zh: '余额支付' }, '/ucenter/wallet/index'),
        l({ en: 'Top up', zh: '在线充值' }, '/ucenter/recharge/index'),
      ]),
      column({ en: 'After-sales', zh: '售后服务' }, [
        l({ en: 'Refunds', zh: '退款说明' }, '/page/view?id=6'),
        l({ en: 'Contact us', zh: '联系客服' }, '/service/online'),
      ]),
      column({ en: 'About us', zh: '关于我们' }, [
        l({ en: 'Our story', zh: '品牌故事' }, '/page/view?id=7'),
        l({ en: 'Careers', zh: '加入我们' }, 'https://example.com/', EXTERNAL),
      ]),
    ],
    links: [
      l({ en: 'About Lumen', zh: '关于流明' }, '/page/view?id=7'),
      l({ en: 'Customer service', zh: '在线客服' }, '/service/online'),
      l({ en: 'Partner site', zh: '友情链接' }, 'https://example.com/', EXTERNAL),
    ],
    copyright: pick(lang, {
      en: '<p>© 2025 Lumen Mall. Demo shop, all goods are fictional.</p>',
      zh: '<p>© 2025 流明商城 版权所有。演示商城，商品均为虚构。</p>',
    }),
  };
}

function titleBlock(lang: Lang, style: 1 | 2, title: Bilingual, subtitle: Bilingual, morePath: string) {
  return {
    type: 'title',
    value: {
      style,
      title: pick(lang, title),
      title_color: '#333333',
      title_font_size: 24,
      margin: 10,
      background_color: style === 1 ? '' : '#ffffff',
      title_line: style === 1 ? 1 : 0,
      is_more: style === 2 ? 1 : 0,
      moretitle: pick(lang, { en: 'More', zh: '更多' }),
      more_color: '#595959',
      more_font_size: 14,
      is_subtitle: style === 2 ? 1 : 0,
      subtitle: pick(lang, subtitle),
      subtitle_color: '#595959',
      subtitle_font_size: 14,
      link: { path: morePath, params: { type: INTERNAL } },
    },
  };
}

function columnBlock(lang: Lang, style: 1 | 2 | 3, index: number, title: Bilingual, goodsIds: number[]) {
  return {
    type: 'column',
    value: {
      style,
      title: pick(lang, title),
      link: { path: '/goods/index', params: { type: INTERNAL } },
      image: wordedImageUrl(`column-${index}`, lang),
      list: catalogueGoodsCards(lang, goodsIds),
    },
  };
}

/** A home page that uses every design block type of the spec, so every renderer is exercised. */
export function homeDesignSeed(lang: Lang) {
  const l = (title: Bilingual, path: string, type?: number) => link(lang, title, path, type);
  const global = globalDesignSeed(lang);
  return {
    list: [
      global.top,
      global.search,
      global.navigation,
      {
        type: 'category',
        value: {
          data: catalogueCategoryMenu(lang),
          banner: [
            { image: wordedImageUrl('banner-1', lang), link: { path: '/goods/index', params: { type: INTERNAL } } },
            { image: wordedImageUrl('banner-2', lang), link: { path: '/activity/second/index', params: { type: INTERNAL } } },
            { image: wordedImageUrl('banner-3', lang), link: { path: '/activity/group/index', params: { type: INTERNAL } } },
          ],
          user: {
            tips: pick(lang, { en: 'New members get a 20 yuan coupon', zh: '新会员专享20元优惠券' }),
            image: imageUrl('avatar'),
            list: [
              // Product pictures, not the numbered promo placeholders: the tile's title names the offer.
              { image: imageUrl('category-box-1'), ...l({ en: 'Coupons', zh: '领券中心' }, '/ucenter/coupon/index?tab=centre') },
              { image: imageUrl('category-watch-2'), ...l({ en: 'Points mall', zh: '积分商城' }, '/activity/point/index') },
              { image: imageUrl('category-handbag-3'), ...l({ en: 'Bargain', zh: '砍价' }, '/activity/bargain/index') },
              { image: imageUrl('category-sneaker-4'), ...l({ en: 'Limited offers', zh: '限购' }, '/activity/limit/index') },
            ],
          },
        },
      },
      { type: 'blank', value: { height: 20, background_color: '' } },
      // The home page draws a title leading to the flash sale as the live strip of today's slot (issue 11).
      titleBlock(lang, 2, { en: 'Flash sale', zh: '限时秒杀' }, { en: 'Today’s slots', zh: '今日场次' }, '/activity/second/index'),
      titleBlock(lang, 1, { en: 'Today’s picks', zh: '今日推荐' }, { en: '', zh: '' }, '/goods/index'),
      { type: 'goods', value: { is_title: 1, is_price: 1, list: catalogueGoodsCards(lang, homeFeatured.picks) } },
      { type: 'line', value: { margin_vertical: 20, margin_horizontal: 0, style: 'dashed', fill_color: '#e8e8e8' } },
      // A heading for the three columns below, not a repeat of the first column's own title.
      titleBlock(lang, 2, { en: 'Shop by department', zh: '分类精选' }, { en: 'Digital, fashion and home', zh: '数码 · 服饰 · 家居' }, '/goods/index'),
      columnBlock(lang, 1, 1, { en: 'Digital', zh: '数码' }, homeFeatured.digital),
      { type: 'blank', value: { height: 20, background_color: '#f5f5f5' } },
      columnBlock(lang, 2, 2, { en: 'Fashion', zh: '服饰' }, homeFeatured.fashion),
      { type: 'line', value: { margin_vertical: 10, margin_horizontal: 20, style: 'solid', fill_color: '#f0f0f0' } },
      columnBlock(lang, 3, 3, { en: 'Home', zh: '家居' }, homeFeatured.home),
      { type: 'line', value: { margin_vertical: 10, margin_horizontal: 0, style: 'dotted', fill_color: '#d9d9d9' } },
      {
        type: 'text',
        value: {
          content: pick(lang, {
            en: '<p style="text-align:center"><strong>Free shipping</strong> on orders over 99 yuan · 7-day no-questions returns</p>',
            zh: '<p style="text-align:center"><strong>满99元包邮</strong> · 7天无理由退货</p>',
          }),
          background_color: '#fff7e6',
          radiusLT: 8,
          radiusRT: 8,
          radiusLB: 8,
          radiusRB: 8,
          marginLR: 0,
          marginTB: 10,
        },
      },
      titleBlock(lang, 2, { en: 'More to love', zh: '猜你喜欢' }, { en: 'Picked for you', zh: '为你精选' }, '/goods/index'),
      { type: 'goods', value: { is_title: 1, is_price: 1, list: catalogueGoodsCards(lang, homeFeatured.more) } },
      global.footer,
    ],
  };
}
