import { thumbnailSrc, type SpecGroup } from '@shop/contract';
import { isOptionAvailable, type SelectableSku, type Selection } from './sku-selection';

// Whole class names, so that Tailwind finds them in this file.
const LABEL_WIDTH = { 96: 'w-24', 112: 'w-28' } as const;

interface SkuSelectorProps<Sku extends SelectableSku> {
  groups: SpecGroup[];
  skus: readonly Sku[];
  selection: Selection;
  onChoose: (specId: number, valueId: number) => void;
  /** The width of the group names in px, to line up with the page's other rows (112 by default). */
  labelWidth?: keyof typeof LABEL_WIDTH;
}

/**
 * One row of option buttons per spec group; values that lead to nothing in stock are disabled. A value
 * with a picture (a colour's swatch) shows it beside its name.
 */
export function SkuSelector<Sku extends SelectableSku>({ groups, skus, selection, onChoose, labelWidth = 112 }: SkuSelectorProps<Sku>) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.id} role="group" aria-label={group.name} className="flex items-start py-2">
          <span className={`${LABEL_WIDTH[labelWidth]} shrink-0 pt-1.5 pr-2 text-sm break-words text-slate-600`}>{group.name}</span>
          <div className="flex flex-wrap gap-2">
            {group.list.map((option) => {
              const chosen = selection[group.id] === option.id;
              const available = isOptionAvailable(skus, selection, group.id, option.id);
              return (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={chosen}
                  disabled={!available && !chosen}
                  onClick={() => onChoose(group.id, option.id)}
                  className={`inline-flex min-w-16 items-center justify-center gap-1.5 rounded border text-sm transition-colors ${option.image ? 'py-1 pr-3 pl-1' : 'px-3 py-1.5'} ${
                    chosen
                      ? 'border-rose-600 bg-rose-50 text-rose-700'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-rose-500 hover:text-rose-600 disabled:cursor-not-allowed disabled:border-dashed disabled:text-slate-300 disabled:hover:border-slate-300'
                  }`}
                >
                  {option.image ? <img src={thumbnailSrc(option.image)} alt="" className={`h-7 w-7 rounded-sm object-cover ring-1 ring-slate-200 ${!available && !chosen ? 'opacity-40' : ''}`} /> : null}
                  {option.value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}
