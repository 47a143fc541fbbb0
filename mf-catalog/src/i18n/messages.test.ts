import { catalogMessages } from './messages';

/** Message keys without i18next's plural suffixes (English has _one/_other, Chinese one form). */
function keys(messages: object, prefix = ''): string[] {
  const all = Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(one|other)$/, '')}`],
  );
  return [...new Set(all)];
}

describe('catalog messages', () => {
  it('has every string in both languages', () => {
    expect(keys(catalogMessages['zh-cn']).sort()).toEqual(keys(catalogMessages['en-us']).sort());
  });

  it('uses the spec wording for an empty search', () => {
    expect(catalogMessages['en-us'].search.prompt).toBe('Please enter search content');
    expect(catalogMessages['zh-cn'].search.prompt).toBe('请输入搜索内容');
  });
});
