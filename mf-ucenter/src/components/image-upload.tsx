import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc } from '@shop/contract';
import { PICTURE_ACCEPT, PICTURE_MAX_MB, usePictureUploads } from '@shop/commerce';
import { useUploadImage } from '@shop/shared';

interface ImageUploadProps {
  /** The group's visible name, e.g. "Photos (optional)". */
  label: string;
  /** URLs that upload/image answered. */
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  disabled?: boolean;
}

/**
 * Photos for a refund request or a review: picked files are checked here first (type and size, so
 * nothing is sent in vain), uploaded one by one, and shown as thumbnails that can be removed. The
 * server checks again and has the last word; its refusal shows under the picker.
 */
export function ImageUpload({ label, value, onChange, max, disabled = false }: ImageUploadProps) {
  const { t } = useTranslation('ucenter');
  const labelId = useId();
  const hintId = useId();
  const upload = useUploadImage();
  const { add, problem } = usePictureUploads({ value, onChange, max, upload: upload.mutateAsync, failed: t('upload.failed'), tooMany: t('upload.tooMany', { max }) });
  const full = value.length >= max;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <p id={labelId} className="mb-2 text-sm font-medium text-slate-700">
        {label}
      </p>
      <ul className="flex flex-wrap gap-3">
        {value.map((url, index) => (
          <li key={url} className="relative h-20 w-20 overflow-hidden rounded-md ring-1 ring-slate-200">
            <img src={thumbnailSrc(url)} alt={t('upload.photo', { index: index + 1 })} className="h-full w-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(value.filter((kept) => kept !== url))}
              disabled={disabled}
              aria-label={t('upload.remove', { index: index + 1 })}
              className="absolute right-0 top-0 flex h-6 w-6 items-center justify-center rounded-bl-md bg-slate-900/70 text-sm text-white hover:bg-rose-600 disabled:cursor-not-allowed"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {upload.isPending && (
          <li role="status" className="flex h-20 w-20 items-center justify-center rounded-md bg-slate-50 text-center text-xs text-slate-500 ring-1 ring-slate-200">
            {t('upload.uploading')}
          </li>
        )}
        {!full && !upload.isPending && (
          <li>
            <label
              className={`flex h-20 w-20 cursor-pointer flex-col items-center justify-center rounded-md border border-dashed border-slate-300 text-xs text-slate-500 hover:border-rose-400 hover:text-rose-600 focus-within:ring-2 focus-within:ring-rose-500 ${
                disabled ? 'pointer-events-none opacity-50' : ''
              }`}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t('upload.add')}
              <input type="file" accept={PICTURE_ACCEPT} multiple aria-label={t('upload.add')} className="sr-only" onChange={(event) => void add(event)} disabled={disabled} />
            </label>
          </li>
        )}
      </ul>
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        {t('upload.count', { count: value.length, max })} · {t('upload.hint', { size: PICTURE_MAX_MB })}
      </p>
      {problem && (
        <p role="alert" className="mt-1 text-xs text-rose-600">
          {problem}
        </p>
      )}
    </div>
  );
}
