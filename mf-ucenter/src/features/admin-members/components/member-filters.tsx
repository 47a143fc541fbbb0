import { useTranslation } from 'react-i18next';
import { FilterBar, FilterDateInput, FilterInput } from '@shop/forms';

export type MemberFilterValues = { keyword: string; registered_from: string; registered_to: string };

const NO_FILTERS: MemberFilterValues = { keyword: '', registered_from: '', registered_to: '' };

interface MemberFiltersProps {
  values: MemberFilterValues;
  onApply: (values: MemberFilterValues) => void;
}

/** The member list's filters: applied together on Search, so the URL changes once. */
export function MemberFilters({ values, onApply }: MemberFiltersProps) {
  const { t } = useTranslation('ucenter');
  return (
    <FilterBar
      // Remounted when the URL's filters change (Reset, the back button), so the inputs show them.
      key={Object.values(values).join('|')}
      label={t('adminMember.filters.label')}
      onSearch={(typed) => onApply({ keyword: typed.keyword ?? '', registered_from: typed.registered_from ?? '', registered_to: typed.registered_to ?? '' })}
      onReset={() => onApply(NO_FILTERS)}
    >
      <FilterInput label={t('adminMember.filters.keyword')} name="keyword" type="search" defaultValue={values.keyword} className="w-56" />
      <FilterDateInput label={t('adminMember.filters.from')} name="registered_from" defaultValue={values.registered_from} />
      <FilterDateInput label={t('adminMember.filters.to')} name="registered_to" defaultValue={values.registered_to} />
    </FilterBar>
  );
}
