import { i18n } from '@shop/shared';
import { countText } from '@/lib/count-text';
import { yuanText } from './yuan-text';

afterEach(() => i18n.changeLanguage('en-us'));

// A shop's day runs to tens of millions of yuan and thousands of orders: the cards group digits as the chart's axes do.
describe('the dashboard’s figures', () => {
  it.each(['en-us', 'zh-cn'])('group thousands in %s', async (lang) => {
    await i18n.changeLanguage(lang);
    expect(yuanText(2826468655)).toBe('¥28,264,686.55');
    expect(yuanText(-3500)).toBe('-¥35.00');
    expect(yuanText(0)).toBe('¥0.00');
    expect(countText(13988)).toBe('13,988');
  });
});
