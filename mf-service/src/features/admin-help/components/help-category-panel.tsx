import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHelpCategory } from '@shop/contract';
import { ConfirmRemoval } from '@shop/commerce';
import { Permission } from '@shop/shared';
import { useDeleteHelpCategory } from '../api/delete-help-category';
import { useBilingual } from '../hooks/use-bilingual';
import { CategoryDialog } from './category-dialog';

interface HelpCategoryPanelProps {
  categories: AdminHelpCategory[];
  /** The category the table shows, null for all. */
  current: number | null;
  onSelect: (id: number | null) => void;
}

const ITEM = 'flex w-full items-center justify-between rounded px-2 py-1.5 text-left text-sm';

/**
 * The categories in the help centre's order, each choosing what the table shows, with its number of
 * articles; an editor creates, renames and deletes them (the server refuses to delete one with articles).
 */
export function HelpCategoryPanel({ categories, current, onSelect }: HelpCategoryPanelProps) {
  const { t } = useTranslation('service');
  const name = useBilingual();
  const remove = useDeleteHelpCategory();
  const [editing, setEditing] = useState<AdminHelpCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminHelpCategory | null>(null);
  const total = categories.reduce((sum, category) => sum + category.articles.length, 0);
  const item = (selected: boolean) => `${ITEM} ${selected ? 'bg-rose-50 font-medium text-rose-700' : 'text-slate-700 hover:bg-slate-50'}`;

  return (
    <nav aria-label={t('adminHelp.categories.title')} className="w-60 shrink-0 rounded border border-slate-200 bg-white p-3">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-800">{t('adminHelp.categories.title')}</h2>
        <Permission allow={['help.edit']}>
          <button type="button" className="text-sm text-rose-600 hover:underline" onClick={() => setEditing('new')}>
            {t('adminHelp.categories.new')}
          </button>
        </Permission>
      </div>
      <ul className="space-y-0.5">
        <li>
          <button type="button" aria-pressed={current === null} className={item(current === null)} onClick={() => onSelect(null)}>
            {t('adminHelp.categories.all')}
            <span className="text-xs text-slate-600">{total}</span>
          </button>
        </li>
        {categories.map((category) => (
          <li key={category.id} className="group flex items-center gap-1">
            <button type="button" aria-pressed={current === category.id} className={item(current === category.id)} onClick={() => onSelect(category.id)}>
              <span className="truncate">{name(category.name)}</span>
              <span className="text-xs text-slate-600">{category.articles.length}</span>
            </button>
            <Permission allow={['help.edit']}>
              <button type="button" aria-label={t('adminHelp.categories.renameNamed', { name: name(category.name) })} className="rounded px-1 text-slate-500 hover:text-rose-600" onClick={() => setEditing(category)}>
                <span aria-hidden="true">✎</span>
              </button>
              <button type="button" aria-label={t('adminHelp.categories.deleteNamed', { name: name(category.name) })} className="rounded px-1 text-slate-500 hover:text-rose-600" onClick={() => setDeleting(category)}>
                <span aria-hidden="true">✕</span>
              </button>
            </Permission>
          </li>
        ))}
      </ul>
      {editing && <CategoryDialog category={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmRemoval
          title={t('adminHelp.categories.deleteTitle')}
          message={t('adminHelp.categories.deleteMessage', { name: name(deleting.name) })}
          confirmLabel={t('adminHelp.categories.deleteConfirm')}
          dismissLabel={t('adminHelp.categories.keep')}
          removal={remove}
          variables={{ id: deleting.id }}
          onRemoved={() => current === deleting.id && onSelect(null)}
          onClose={() => setDeleting(null)}
        />
      )}
    </nav>
  );
}
