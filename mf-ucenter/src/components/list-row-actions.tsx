import { useTranslation } from 'react-i18next';

interface ListRowActionsProps {
  /** The box whose strings name the actions: `address` or `invoice` (setDefault, edit, delete and their "…Of" names). */
  box: 'address' | 'invoice';
  /** What the row is called, for the actions' accessible names. */
  name: string;
  isDefault: boolean;
  settingDefault: boolean;
  onMakeDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const action = 'text-sm text-rose-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400';

/** What can be done to a row of a list with a default (an address, an invoice header): set as default, edit, delete. */
export function ListRowActions({ box, name, isDefault, settingDefault, onMakeDefault, onEdit, onDelete }: ListRowActionsProps) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="flex shrink-0 items-center gap-4">
      {!isDefault && (
        <button type="button" className={action} disabled={settingDefault} onClick={onMakeDefault} aria-label={t(`${box}.makeDefaultOf`, { name })}>
          {t(`${box}.setDefault`)}
        </button>
      )}
      <button type="button" className={action} onClick={onEdit} aria-label={t(`${box}.editOf`, { name })}>
        {t(`${box}.edit`)}
      </button>
      <button type="button" className={action} onClick={onDelete} aria-label={t(`${box}.deleteOf`, { name })}>
        {t(`${box}.delete`)}
      </button>
    </div>
  );
}
