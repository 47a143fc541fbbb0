import { useTranslation } from 'react-i18next';
import { adminBrandSaveBody, CATEGORY_SORT_MAX, type AdminBrand, type AdminBrandSaveBody } from '@shop/contract';
import { FormDialog, useContractForm } from '@shop/forms';
import { TextField } from '@shop/shared';
import { useAdminFormWords } from '@/hooks/use-admin-form-words';
import { useSaveBrand } from '../api/save-brand';

interface BrandDialogProps {
  title: string;
  /** The brand edited, or null for a new one. */
  brand: AdminBrand | null;
  onClose: () => void;
}

/** An emptied sort is missing (not 0): the operator is told so rather than the brand moving first. */
const sortNumber = (text: string) => (text === '' ? null : Number(text));

/** Creates or edits a brand in a modal: both names and the sort, checked with the contract's schema. */
export function BrandDialog({ title, brand, onClose }: BrandDialogProps) {
  const { t } = useTranslation('catalog');
  const save = useSaveBrand();
  const form = useContractForm<AdminBrandSaveBody>(
    adminBrandSaveBody,
    brand ? { name_zh: brand.name_zh, name_en: brand.name_en, sort: brand.sort } : { name_zh: '', name_en: '', sort: 0 },
    useAdminFormWords(),
  );
  // A name another brand has is shown under its field.
  const submit = form.submit(async (values) => {
    await save.mutateAsync(brand ? { ...values, id: brand.id } : values);
    onClose();
  });
  return (
    <FormDialog title={title} pending={save.isPending} onSubmit={(event) => void submit(event)} onDismiss={onClose}>
      <fieldset disabled={save.isPending}>
        <TextField maxLength={40} {...form.field('name_zh', t('adminGoods.brand.nameZh'))} />
        <TextField maxLength={60} {...form.field('name_en', t('adminGoods.brand.nameEn'))} />
        <TextField type="number" min={0} max={CATEGORY_SORT_MAX} {...form.field('sort', t('adminGoods.brand.sort'), { setValueAs: sortNumber })} />
      </fieldset>
    </FormDialog>
  );
}
