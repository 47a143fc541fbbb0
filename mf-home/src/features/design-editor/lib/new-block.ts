import type { HomeBlockInput, HomeBlockType } from '@shop/contract';

const link = (path = '') => ({ path, params: { type: 1 as const } });

/**
 * A block of `type` as the palette adds it: every setting its type takes, with values that render
 * at once and pass the contract (the words come from the editor's language).
 */
export function newBlock(type: HomeBlockType, words: { title: string; text: string; more: string }): HomeBlockInput {
  switch (type) {
    case 'title':
      return {
        type,
        value: {
          style: 1,
          title: words.title,
          title_color: '#333333',
          title_font_size: 24,
          margin: 10,
          background_color: '',
          title_line: 1,
          is_more: 0,
          moretitle: words.more,
          more_color: '#595959',
          more_font_size: 14,
          is_subtitle: 0,
          subtitle: '',
          subtitle_color: '#595959',
          subtitle_font_size: 14,
          link: link(),
        },
      };
    case 'text':
      return {
        type,
        value: { content: `<p>${words.text}</p>`, background_color: '#ffffff', radiusLT: 0, radiusRT: 0, radiusLB: 0, radiusRB: 0, marginLR: 0, marginTB: 10 },
      };
    case 'goods':
      return { type, value: { is_title: 1, is_price: 1, list: [] } };
    case 'column':
      return { type, value: { style: 1, title: words.title, link: link('/goods/index'), image: '', list: [] } };
    case 'category':
      return { type, value: { data: [], banner: [], user: { tips: '', image: '', list: [] } } };
    case 'blank':
      return { type, value: { height: 20, background_color: '' } };
    case 'line':
      return { type, value: { margin_vertical: 10, margin_horizontal: 0, style: 'solid', fill_color: '#e8e8e8' } };
    case 'top':
      return { type, value: { height_style: 1, background_color: '#f5f5f5', border_color: '#e8e8e8', text_color: '#666666', data: [{ tips: '', list: [] }, { list: [] }] } };
    case 'search':
      return { type, value: { path: '/index', logo: '', text: '' } };
    case 'navigation':
      return { type, value: { data: [] } };
    case 'footer':
      return { type, value: { data: [], links: [], copyright: '' } };
  }
}
