import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@shop/contract';
import { ApiError, useUploadImage } from '@shop/shared';

interface ImageUploadProps {
  /** The group's visible name, e.g. "Photos (optional)". */
  label: string;
  /** URLs that upload/image answered. */
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  disabled?: boolean;
}

const SIZE_MB = UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024;
const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
const isAcceptedType = (type: string): boolean => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

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
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= max;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const room = max - value.length;
    if (picked.length > room) setProblem(t('upload.tooMany', { max }));
    let urls = value;
    for (const file of picked.slice(0, room)) {
      if (!isAcceptedType(file.type)) {
        setProblem(t('upload.wrongType', { name: file.name }));
        continue;
      }
      if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
        setProblem(t('upload.tooLarge', { name: file.name, size: SIZE_MB }));
        continue;
      }
      try {
        const { url } = await upload.mutateAsync(file);
        urls = [...urls, url];
        onChange(urls);
      } catch (error) {
        setProblem(error instanceof ApiError ? error.message : t('upload.failed'));
      }
    }
  };

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
              <input type="file" accept={ACCEPT} multiple aria-label={t('upload.add')} className="sr-only" onChange={(event) => void add(event)} disabled={disabled} />
            </label>
          </li>
        )}
      </ul>
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        {t('upload.count', { count: value.length, max })} · {t('upload.hint', { size: SIZE_MB })}
      </p>
      {problem && (
        <p role="alert" className="mt-1 text-xs text-rose-600">
          {problem}
        </p>
      )}
    </div>
  );
}
