import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsFacetsAnswer } from '@shop/contract';
import type { GoodsFilters } from '@/types/goods-filters';
import { chosenTokens, toggledAttrs, toggledBrands } from '../lib/facet-choice';
import { FacetRow } from './facet-row';

interface GoodsFacetsProps {
  /** Undefined while the first answer loads: nothing is drawn, so the list does not jump. */
  facets: GoodsFacetsAnswer | undefined;
  filters: GoodsFilters;
  onChange: (changes: Partial<GoodsFilters>) => void;
  /** The answer shown is the previous filters' while the next loads. */
  stale?: boolean;
}

/** Specification rows shown before "More options", as the malls keep the goods on the first screen. */
export const FACET_GROUPS_SHOWN = 3;

function ChosenChip({ label, onRemove, removeLabel }: { label: string; onRemove: () => void; removeLabel: string }) {
  return (
    <li>
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="inline-flex items-center gap-1 rounded border border-rose-200 bg-rose-50 px-2 py-0.5 text-xs text-rose-700 transition-colors hover:border-rose-400"
      >
        {label}
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Brand and spec facets under the category rows, as the malls' list pages have them: what is
 * chosen (each removable, or all at once), then a row per facet with its counts. Every choice is
 * written to the URL, so a filtered list can be shared.
 */
export function GoodsFacets({ facets, filters, onChange, stale = false }: GoodsFacetsProps) {
  const { t } = useTranslation('catalog');
  const [allGroups, setAllGroups] = useState(false);
  if (!facets || (facets.brands.length === 0 && facets.attrs.length === 0)) return null;
  // What is ticked follows the URL at once; the counts follow when the answer comes.
  const brandChosen = (id: number) => filters.brand_id?.includes(id) ?? false;
  const tokens = chosenTokens(facets.attrs, filters.attr, stale);
  const toggleBrand = (id: number) => onChange({ brand_id: toggledBrands(filters.brand_id, id) });
  const toggleValue = (token: string) => onChange({ attr: toggledAttrs(tokens, token) });
  const chosenBrands = facets.brands.filter((brand) => brandChosen(brand.id));
  const chosenValues = facets.attrs.flatMap((group) => group.values.filter((value) => tokens.has(value.token)).map((value) => ({ group: group.name, value })));
  // A group something is chosen from stays in view.
  const shownGroups = allGroups ? facets.attrs : facets.attrs.filter((group, index) => index < FACET_GROUPS_SHOWN || group.values.some((value) => tokens.has(value.token)));
  const hiddenGroups = facets.attrs.filter((group) => !shownGroups.includes(group));
  return (
    <section aria-label={t('facets.label')} className="mb-4 divide-y divide-dashed divide-slate-200 rounded-lg bg-white">
      {(chosenBrands.length > 0 || chosenValues.length > 0) && (
        <div className="flex items-center gap-4 px-4 py-2.5">
          <span className="w-24 shrink-0 text-sm text-slate-500">{t('facets.chosen')}</span>
          <ul className="flex flex-1 flex-wrap gap-2">
            {chosenBrands.map((brand) => {
              const label = t('facets.pair', { name: t('facets.brand'), value: brand.name });
              return <ChosenChip key={`b${brand.id}`} label={label} removeLabel={t('facets.remove', { name: label })} onRemove={() => toggleBrand(brand.id)} />;
            })}
            {chosenValues.map(({ group, value }) => {
              const label = t('facets.pair', { name: group, value: value.value });
              return <ChosenChip key={value.token} label={label} removeLabel={t('facets.remove', { name: label })} onRemove={() => toggleValue(value.token)} />;
            })}
          </ul>
          <button type="button" onClick={() => onChange({ brand_id: undefined, attr: undefined })} className="shrink-0 text-sm text-slate-500 hover:text-rose-600">
            {t('facets.clear')}
          </button>
        </div>
      )}
      {facets.brands.length > 0 && (
        <FacetRow
          label={t('facets.brand')}
          options={facets.brands.map((brand) => ({ key: String(brand.id), label: brand.name, count: brand.count, selected: brandChosen(brand.id) }))}
          onToggle={(key) => toggleBrand(Number(key))}
        />
      )}
      {shownGroups.map((group) => (
        <FacetRow
          key={group.name}
          label={group.name}
          options={group.values.map((value) => ({ key: value.token, label: value.value, count: value.count, selected: tokens.has(value.token) }))}
          onToggle={toggleValue}
        />
      ))}
      {(hiddenGroups.length > 0 || allGroups) && facets.attrs.length > FACET_GROUPS_SHOWN && (
        <div className="flex justify-center py-2">
          <button type="button" aria-expanded={allGroups} onClick={() => setAllGroups(!allGroups)} className="max-w-full truncate px-3 text-sm text-slate-500 hover:text-rose-600">
            {allGroups ? t('facets.fewerGroups') : t('facets.moreGroups', { names: hiddenGroups.map((group) => group.name).join(t('facets.nameSeparator')) })}
          </button>
        </div>
      )}
    </section>
  );
}
