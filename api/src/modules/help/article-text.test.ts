import { describe, expect, it } from '@jest/globals';
import { articleText, excerptAround } from './article-text';

describe('article text', () => {
  it('reads the text of sanitised HTML: tags become spaces, escapes become characters', () => {
    expect(articleText('<h2>Fees</h2><p>Goods &lt; ¥99 &amp; more: write &amp;lt; to show &lt;</p>\n<ul><li>one</li><li>two</li></ul>')).toBe(
      'Fees Goods < ¥99 & more: write &lt; to show < one two',
    );
    // Links and emphasis sit inside the text: no space where they start or end.
    expect(articleText('<p>See <a href="/page/view?id=4">Store pickup</a>. Pay in <strong>30</strong>min, <em>b</em><b>c</b><br />next</p>')).toBe('See Store pickup. Pay in 30min, bc next');
  });

  it('cuts an excerpt around the first match, whatever its case, marking the cuts', () => {
    const text = `${'a'.repeat(100)} Pickup code ${'b'.repeat(200)}`;
    const excerpt = excerptAround(text, 'PICKUP');
    expect(excerpt).toMatch(/^…a+ Pickup code b+…$/);
    expect(excerpt.indexOf('Pickup')).toBe(41);
    // Between words where the text has spaces near the cut.
    const words = Array.from({ length: 60 }, (_, n) => `word${n}`).join(' ');
    expect(excerptAround(words, 'word30')).toMatch(/^…word\d+ .* word\d+…$/);
    expect(excerptAround('Short text', 'short')).toBe('Short text');
    expect(excerptAround(`${'c'.repeat(200)}`, 'not there')).toBe(`${'c'.repeat(140)}…`);
    expect(excerptAround('cost (¥10.00)?', '(¥10.00)?')).toBe('cost (¥10.00)?');
  });
});
