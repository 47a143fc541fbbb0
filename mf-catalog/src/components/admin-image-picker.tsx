import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc } from '@shop/contract';
import { PICTURE_ACCEPT, usePictureUploads } from '@shop/commerce';
import { useUploadAdminImage } from '@/api/upload-admin-image';

interface AdminImagePickerProps {
  /** The group's visible name. */
  label: string;
  /** Picture URLs; the first is the main one. */
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  disabled?: boolean;
  /** The form's message for the whole group (e.g. "add at least one picture"). */
  error?: string;
}

/**
 * Pictures of a product or a category: picked files are checked here first (type and size),
 * uploaded one by one, shown as thumbnails that can be removed or made the main (first) picture.
 * The server checks again and has the last word; its refusal shows under the picker.
 */
export function AdminImagePicker({ label, value, onChange, max, disabled = false, error }: AdminImagePickerProps) {
  const { t } = useTranslation('catalog');
  const labelId = useId();
  const problemId = useId();
  const upload = useUploadAdminImage();
  const { add, problem } = usePictureUploads({ value, onChange, max, upload: upload.mutateAsync, failed: t('adminGoods.images.failed') });
  const shown = problem ?? error;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={shown ? problemId : undefined}>
      <p id={labelId} className="mb-2 text-sm text-slate-600">
        {label}
      </p>
      <ul className="flex flex-wrap gap-3">
        {value.map((url, index) => (
          <li key={url} className="relative h-20 w-20 overflow-hidden rounded border border-slate-200 bg-slate-50">
            <img src={thumbnailSrc(url)} alt={t('adminGoods.images.picture', { index: index + 1 })} className="h-full w-full object-cover" />
            {index === 0 && max > 1 ? <span className="absolute bottom-0 left-0 rounded-tr bg-rose-600 px-1.5 text-[11px] text-white">{t('adminGoods.images.main')}</span> : null}
            {!disabled && index > 0 ? (
              <button
                type="button"
                onClick={() => onChange([url, ...value.filter((kept) => kept !== url)])}
                aria-label={t('adminGoods.images.makeMain', { index: index + 1 })}
                className="absolute bottom-0 left-0 rounded-tr bg-slate-900/70 px-1.5 text-[11px] text-white hover:bg-rose-600"
              >
                ★
              </button>
            ) : null}
            {!disabled ? (
              <button
                type="button"
                onClick={() => onChange(value.filter((kept) => kept !== url))}
                aria-label={t('adminGoods.images.remove', { index: index + 1 })}
                className="absolute right-0 top-0 flex h-6 w-6 items-center justify-center rounded-bl bg-slate-900/70 text-sm text-white hover:bg-rose-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </li>
        ))}
        {upload.isPending ? (
          <li role="status" className="flex h-20 w-20 items-center justify-center rounded border border-slate-200 bg-slate-50 text-xs text-slate-500">
            {t('adminGoods.images.uploading')}
          </li>
        ) : null}
        {!disabled && !upload.isPending && value.length < max ? (
          <li>
            <label className="flex h-20 w-20 cursor-pointer flex-col items-center justify-center rounded border border-dashed border-slate-300 text-xs text-slate-500 focus-within:ring-2 focus-within:ring-rose-500 hover:border-rose-400 hover:text-rose-600">
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t('adminGoods.images.add')}
              <input type="file" accept={PICTURE_ACCEPT} multiple={max > 1} aria-label={t('adminGoods.images.add')} className="sr-only" onChange={(event) => void add(event)} />
            </label>
          </li>
        ) : null}
      </ul>
      {shown ? (
        <p id={problemId} role="alert" className="mt-1 text-xs text-red-600">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
