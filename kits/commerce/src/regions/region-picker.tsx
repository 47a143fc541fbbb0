import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';
import { regionPath, type Region } from './region-data';

/** What the picker reports: the names of what is picked so far, and the district's code once picked. */
export interface PickedRegion {
  province: string;
  city: string;
  district: string;
  region_code: string;
}

interface RegionPickerProps {
  tree: Region[];
  /** The district code the picker opens at ("" for nothing picked). */
  initialCode: string;
  onChange: (picked: PickedRegion) => void;
  /** What the three lists are for, in the app's words. */
  legend: ReactNode;
  error?: string;
  className?: string;
}

const selectClass = (invalid: boolean) =>
  `h-10 w-full rounded-md border bg-white px-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 disabled:bg-slate-50 disabled:text-slate-400 ${
    invalid ? 'border-red-500' : 'border-slate-300'
  }`;

/**
 * Province, city and district of mainland China, each list narrowed by the one before it. The names
 * are Chinese in both languages: the region data has no others.
 */
export function RegionPicker({ tree, initialCode, onChange, legend, error, className = '' }: RegionPickerProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const errorId = `${useId()}-error`;
  const [codes, setCodes] = useState<string[]>(() => regionPath(tree, initialCode).map((region) => region.code));
  const [provinceCode = '', cityCode = '', districtCode = ''] = codes;
  const province = tree.find((region) => region.code === provinceCode);
  const city = province?.children.find((region) => region.code === cityCode);

  const pick = (level: number, code: string) => {
    const next = [...codes.slice(0, level), code].filter(Boolean);
    setCodes(next);
    const [p, c, d] = next;
    const pickedProvince = tree.find((region) => region.code === p);
    const pickedCity = pickedProvince?.children.find((region) => region.code === c);
    const pickedDistrict = pickedCity?.children.find((region) => region.code === d);
    onChange({
      province: pickedProvince?.name ?? '',
      city: pickedCity?.name ?? '',
      district: pickedDistrict?.name ?? '',
      region_code: pickedDistrict?.code ?? '',
    });
  };

  const levels: Array<{ key: 'province' | 'city' | 'district'; options: Region[]; value: string }> = [
    { key: 'province', options: tree, value: provinceCode },
    { key: 'city', options: province?.children ?? [], value: cityCode },
    { key: 'district', options: city?.children ?? [], value: districtCode },
  ];

  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm text-slate-600">{legend}</legend>
      <div className="grid grid-cols-3 gap-x-4">
        {levels.map(({ key, options, value }, level) => (
          <select
            key={key}
            aria-label={t(`region.${key}`)}
            aria-invalid={Boolean(error && !value) || undefined}
            value={value}
            disabled={options.length === 0}
            onChange={(event) => pick(level, event.target.value)}
            className={selectClass(Boolean(error && !value))}
          >
            <option value="">{t(`region.choose.${key}`)}</option>
            {options.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
        ))}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
