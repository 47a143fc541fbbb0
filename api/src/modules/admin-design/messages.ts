import type { ModuleMessages } from '../../http/i18n';

/** What the admin-design module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const adminDesignMessages: ModuleMessages = {
  'en-us': {
    design_block_invalid: 'Block {block} ({type}): {setting} is invalid',
    design_goods_unavailable: 'Block {block}: goods {id} does not exist or is off the shelf',
    design_saved: 'Draft saved',
    design_published: 'Design published',
    design_rolled_back: 'Design rolled back',
  },
  'zh-cn': {
    design_block_invalid: '第{block}个模块（{type}）的 {setting} 不正确',
    design_goods_unavailable: '第{block}个模块：商品 {id} 不存在或已下架',
    design_saved: '草稿已保存',
    design_published: '装修已发布',
    design_rolled_back: '装修已回滚',
  },
};
