import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc } from '@shop/contract';
import { PICTURE_ACCEPT, usePictureUploads } from '@shop/commerce';
import { useUploadAdminImage } from '@/api/upload-admin-image';

interface PictureCellProps {
  /** What the picture is of ("Swatch of blue"): the upload and remove controls' names. */
  label: string;
  /** The picture's URL, empty for none. */
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
  /** The form's message for this picture (a refusal of the server). */
  error?: string;
}

/**
 * One small picture in a table cell (a swatch, a SKU's picture): uploaded through admin/upload/image,
 * shown as a thumbnail, replaced or removed. Checked here first and by the server.
 */
export function PictureCell({ label, value, onChange, disabled = false, error }: PictureCellProps) {
  const { t } = useTranslation('catalog');
  const upload = useUploadAdminImage();
  const problemId = useId();
  const { add, problem } = usePictureUploads({ value: [], onChange: (urls) => onChange(urls[0] ?? ''), max: 1, upload: upload.mutateAsync, failed: t('adminGoods.images.failed') });
  const shown = problem ?? error;
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex items-center gap-1">
        {value ? <img src={thumbnailSrc(value)} alt={label} className="h-8 w-8 rounded border border-slate-200 object-cover" /> : null}
        <label
          className={`flex h-8 min-w-8 cursor-pointer items-center justify-center rounded border border-dashed border-slate-300 px-1.5 text-xs text-slate-600 focus-within:ring-2 focus-within:ring-rose-500 hover:border-rose-400 hover:text-rose-600 ${
            disabled || upload.isPending ? 'pointer-events-none opacity-50' : ''
          }`}
        >
          {upload.isPending ? t('adminGoods.images.uploading') : value ? t('adminGoods.matrix.replace') : '+'}
          <input
            type="file"
            accept={PICTURE_ACCEPT}
            aria-label={t('adminGoods.matrix.upload', { what: label })}
            aria-describedby={shown ? problemId : undefined}
            className="sr-only"
            disabled={disabled || upload.isPending}
            onChange={(event) => void add(event)}
          />
        </label>
        {value && !disabled ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('adminGoods.matrix.removePicture', { what: label })}
            className="h-8 rounded px-1 text-sm text-slate-500 hover:text-rose-600"
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {shown ? (
        <p id={problemId} className="text-xs text-red-600">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
