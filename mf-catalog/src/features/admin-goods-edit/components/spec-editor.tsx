import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SPEC_GROUPS_MAX, SPEC_VALUES_MAX } from '@shop/contract';
import type { ContractForm } from '@shop/forms';
import { Button } from '@shop/shared';
import { PictureCell } from '@/components/picture-cell';
import { newUid } from '../lib/sku-matrix';
import { CellInput } from './cell-input';
import type { GoodsFormValues } from './goods-form-values';

interface SpecEditorProps {
  form: ContractForm<GoodsFormValues>;
  disabled: boolean;
}

/** The spec groups (Colour, Size…) with their values in both languages, each value with an optional swatch. */
export function SpecEditor({ form, disabled }: SpecEditorProps) {
  const { t } = useTranslation('catalog');
  const groups = useFieldArray({ control: form.control, name: 'specs', keyName: 'key' });
  const specsError = form.message('specs', t('adminGoods.matrix.specs'));
  return (
    <div className="space-y-3">
      {groups.fields.map((group, index) => (
        <SpecGroupEditor key={group.key} form={form} index={index} disabled={disabled} onRemove={() => groups.remove(index)} />
      ))}
      {specsError ? (
        <p role="alert" className="text-xs text-red-600">
          {specsError}
        </p>
      ) : null}
      {!disabled && groups.fields.length < SPEC_GROUPS_MAX ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => groups.append({ uid: newUid('spec'), name_zh: '', name_en: '', values: [{ uid: newUid('value'), value_zh: '', value_en: '', image: '' }] })}
        >
          {t('adminGoods.matrix.addGroup')}
        </Button>
      ) : null}
      <p className="text-xs text-slate-500">{t('adminGoods.matrix.groupsHint', { groups: SPEC_GROUPS_MAX, values: SPEC_VALUES_MAX })}</p>
    </div>
  );
}

function SpecGroupEditor({ form, index, disabled, onRemove }: { form: ContractForm<GoodsFormValues>; index: number; disabled: boolean; onRemove: () => void }) {
  const { t, i18n } = useTranslation('catalog');
  const en = i18n.language === 'en-us';
  const values = useFieldArray({ control: form.control, name: `specs.${index}.values`, keyName: 'key' });
  const group = useWatch({ control: form.control, name: `specs.${index}` });
  const groupName = (en ? group?.name_en : group?.name_zh) || t('adminGoods.matrix.groupN', { n: index + 1 });
  const field = (name: Parameters<typeof form.field>[0], label: string) => {
    const { label: named, error, ...input } = form.field(name, label);
    return { label: named, error, errorId: `${name.replace(/\./g, '-')}-error`, ...input };
  };
  const valuesError = form.message(`specs.${index}.values`, groupName);

  return (
    <fieldset className="rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{groupName}</legend>
      <div className="flex flex-wrap items-start gap-3">
        <div>
          <p aria-hidden="true" className="mb-1 text-xs text-slate-500">
            {t('adminGoods.matrix.groupNameZhCaption')}
          </p>
          <CellInput maxLength={40} width="w-40" placeholder={t('adminGoods.matrix.groupNameZh')} {...field(`specs.${index}.name_zh`, t('adminGoods.matrix.groupNameZhOf', { n: index + 1 }))} />
        </div>
        <div>
          <p aria-hidden="true" className="mb-1 text-xs text-slate-500">
            {t('adminGoods.matrix.groupNameEnCaption')}
          </p>
          <CellInput maxLength={60} width="w-40" placeholder={t('adminGoods.matrix.groupNameEn')} {...field(`specs.${index}.name_en`, t('adminGoods.matrix.groupNameEnOf', { n: index + 1 }))} />
        </div>
        {!disabled ? (
          <button type="button" onClick={onRemove} className="ml-auto text-sm text-slate-500 hover:text-rose-600">
            {t('adminGoods.matrix.removeGroup', { name: groupName })}
          </button>
        ) : null}
      </div>
      <table className="mt-3 text-sm" aria-label={t('adminGoods.matrix.valuesOf', { name: groupName })}>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="pr-3 pb-1 text-left font-medium">
              {t('adminGoods.matrix.valueZh')}
            </th>
            <th scope="col" className="pr-3 pb-1 text-left font-medium">
              {t('adminGoods.matrix.valueEn')}
            </th>
            <th scope="col" className="pr-3 pb-1 text-left font-medium">
              {t('adminGoods.matrix.swatch')}
            </th>
            <th scope="col" className="pb-1">
              <span className="sr-only">{t('adminGoods.list.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {values.fields.map((value, at) => {
            const row = group?.values?.[at];
            const valueName = (en ? row?.value_en : row?.value_zh) || t('adminGoods.matrix.valueN', { n: at + 1 });
            const imageName = `specs.${index}.values.${at}.image` as const;
            return (
              <tr key={value.key} className="align-top">
                <td className="py-1 pr-3">
                  <CellInput maxLength={60} {...field(`specs.${index}.values.${at}.value_zh`, t('adminGoods.matrix.valueZhOf', { group: groupName, n: at + 1 }))} />
                </td>
                <td className="py-1 pr-3">
                  <CellInput maxLength={80} {...field(`specs.${index}.values.${at}.value_en`, t('adminGoods.matrix.valueEnOf', { group: groupName, n: at + 1 }))} />
                </td>
                <td className="py-1 pr-3">
                  <PictureCell
                    label={t('adminGoods.matrix.swatchOf', { value: valueName })}
                    value={row?.image ?? ''}
                    disabled={disabled}
                    onChange={(url) => {
                      form.setValue(imageName, url, { shouldDirty: true });
                      form.clearErrors(imageName);
                    }}
                    error={form.message(imageName, t('adminGoods.matrix.swatch'))}
                  />
                </td>
                <td className="py-1">
                  {!disabled && values.fields.length > 1 ? (
                    <button type="button" onClick={() => values.remove(at)} className="h-8 text-sm text-slate-500 hover:text-rose-600">
                      {t('adminGoods.matrix.removeValue', { value: valueName })}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {valuesError ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {valuesError}
        </p>
      ) : null}
      {!disabled && values.fields.length < SPEC_VALUES_MAX ? (
        <button
          type="button"
          onClick={() => values.append({ uid: newUid('value'), value_zh: '', value_en: '', image: '' })}
          className="mt-2 text-sm text-rose-600 hover:text-rose-700"
        >
          {t('adminGoods.matrix.addValue', { name: groupName })}
        </button>
      ) : null}
    </fieldset>
  );
}
