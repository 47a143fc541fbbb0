import { useTranslation } from 'react-i18next';
import { DESIGN_GOODS_MAX, type DesignLang } from '@shop/contract';
import { DesignFlagField } from '../fields/design-flag-field';
import { GoodsIdsField } from '../fields/goods-ids-field';

/** A goods grid: which goods, and whether names and prices show. */
export function GoodsSettings({ base, lang }: { base: string; lang: DesignLang }) {
  const { t } = useTranslation('home');
  return (
    <div>
      <GoodsIdsField name={`${base}.list`} label={t('editor.fields.goods')} lang={lang} max={DESIGN_GOODS_MAX} />
      <div className="flex gap-6">
        <DesignFlagField name={`${base}.is_title`} label={t('editor.fields.isTitle')} />
        <DesignFlagField name={`${base}.is_price`} label={t('editor.fields.isPrice')} />
      </div>
    </div>
  );
}
