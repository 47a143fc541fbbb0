import { useTranslation } from 'react-i18next';
import type { DesignLang, HomeBlockType } from '@shop/contract';
import { CategorySettings } from './settings/category-settings';
import { ColumnSettings } from './settings/column-settings';
import { GoodsSettings } from './settings/goods-settings';
import { FooterSettings, NavigationSettings, SearchSettings, TopSettings } from './settings/layout-settings';
import { BlankSettings, LineSettings } from './settings/spacing-settings';
import { TextSettings } from './settings/text-settings';
import { TitleSettings } from './settings/title-settings';

interface BlockSettingsProps {
  index: number;
  type: HomeBlockType;
  lang: DesignLang;
}

/** The right pane: the selected block's settings, the fields its type takes. */
export function BlockSettings({ index, type, lang }: BlockSettingsProps) {
  const { t } = useTranslation('home');
  const base = `list.${index}.value`;
  const fields = {
    title: <TitleSettings base={base} />,
    text: <TextSettings base={base} />,
    goods: <GoodsSettings base={base} lang={lang} />,
    column: <ColumnSettings base={base} lang={lang} />,
    category: <CategorySettings base={base} />,
    blank: <BlankSettings base={base} />,
    line: <LineSettings base={base} />,
    top: <TopSettings base={base} />,
    search: <SearchSettings base={base} />,
    navigation: <NavigationSettings base={base} />,
    footer: <FooterSettings base={base} />,
  }[type];
  return (
    <section aria-labelledby={`block-settings-${index}`}>
      <h2 id={`block-settings-${index}`} className="mb-3 text-sm font-semibold text-slate-800">
        {t('editor.settings', { index: index + 1, type: t(`editor.types.${type}`) })}
      </h2>
      {/* Keyed by block, so a field never shows the previous block's typing. */}
      <div key={`${index}-${type}`}>{fields}</div>
    </section>
  );
}
