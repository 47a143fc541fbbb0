import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_BLOCK_TYPES, type HomeBlockType } from '@shop/contract';
import { Permission } from '@shop/shared';

export interface BlockEntry {
  key: string;
  type: HomeBlockType;
  /** What tells the block apart in the list: its title, or its first words. */
  summary: string;
}

interface BlockListProps {
  blocks: BlockEntry[];
  selected: number | null;
  full: boolean;
  /** The global layout: its places are fixed, so blocks are neither added, moved nor removed. */
  fixed?: boolean;
  onSelect: (index: number) => void;
  onAdd: (type: HomeBlockType) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

/**
 * The left pane: the blocks top to bottom. A block is selected by its button; it moves by drag and
 * drop or by its Up and Down buttons (the keyboard's way), and is removed by its Remove button.
 * The palette adds a block of any type below the selected one.
 */
export function BlockList({ blocks, selected, full, fixed = false, onSelect, onAdd, onRemove, onMove }: BlockListProps) {
  const { t } = useTranslation('home');
  const paletteId = useId();
  const [type, setType] = useState<HomeBlockType>('title');
  const [dragged, setDragged] = useState<number | null>(null);
  const name = (entry: BlockEntry, index: number) => t('editor.blockName', { index: index + 1, type: t(`editor.types.${entry.type}`), summary: entry.summary });

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) onMove(dragged, index);
    setDragged(null);
  };

  return (
    <section aria-labelledby="design-blocks-title" className="flex min-h-0 flex-col">
      <h2 id="design-blocks-title" className="mb-2 text-sm font-semibold text-slate-800">
        {t(fixed ? 'editor.places' : 'editor.blocks', { count: blocks.length })}
      </h2>
      {fixed ? <p className="mb-3 text-xs text-slate-500">{t('editor.placesHint')}</p> : null}
      {fixed ? null : (
      <Permission allow={['design.edit']}>
        <div className="mb-3 flex gap-2">
          <label htmlFor={paletteId} className="sr-only">
            {t('editor.palette')}
          </label>
          <select id={paletteId} value={type} onChange={(event) => setType(event.target.value as HomeBlockType)} className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm">
            {HOME_BLOCK_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`editor.types.${option}`)}
              </option>
            ))}
          </select>
          <button type="button" disabled={full} onClick={() => onAdd(type)} className="h-9 rounded-md bg-rose-600 px-3 text-sm text-white hover:bg-rose-700 disabled:bg-rose-300">
            {t('editor.add')}
          </button>
        </div>
      </Permission>
      )}
      {blocks.length === 0 && <p className="rounded border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">{t('editor.noBlocks')}</p>}
      <ol className="min-h-0 flex-1 space-y-1 overflow-y-auto pr-1">
        {blocks.map((entry, index) => (
          <li
            key={entry.key}
            draggable={!fixed}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
            className={`rounded border text-sm ${index === selected ? 'border-rose-500 bg-rose-50' : 'border-slate-200 bg-white'} ${dragged === index ? 'opacity-50' : ''}`}
          >
            <button
              type="button"
              aria-pressed={index === selected}
              onClick={() => onSelect(index)}
              className={`block w-full px-2 pt-1.5 text-left ${fixed ? 'pb-1.5' : 'cursor-grab'}`}
            >
              <span className="mr-1 text-xs text-slate-600">{index + 1}.</span>
              <span className="font-medium text-slate-800">{t(`editor.types.${entry.type}`)}</span>
              <span className="block truncate text-xs text-slate-600">{entry.summary || '—'}</span>
            </button>
            {fixed ? null : (
            <Permission allow={['design.edit']}>
              <div className="flex gap-3 px-2 pb-1.5 text-xs">
                <button type="button" disabled={index === 0} aria-label={t('editor.moveUp', { block: name(entry, index) })} onClick={() => onMove(index, index - 1)} className="text-slate-600 hover:text-rose-600 disabled:text-slate-300">
                  {t('editor.actions.up')}
                </button>
                <button
                  type="button"
                  disabled={index === blocks.length - 1}
                  aria-label={t('editor.moveDown', { block: name(entry, index) })}
                  onClick={() => onMove(index, index + 1)}
                  className="text-slate-600 hover:text-rose-600 disabled:text-slate-300"
                >
                  {t('editor.actions.down')}
                </button>
                <button type="button" aria-label={t('editor.remove', { block: name(entry, index) })} onClick={() => onRemove(index)} className="ml-auto text-red-600 hover:underline">
                  {t('editor.actions.remove')}
                </button>
              </div>
            </Permission>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
