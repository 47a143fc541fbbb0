import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc } from '@shop/contract';
import { PICTURE_ACCEPT, usePictureUploads } from '@shop/commerce';
import { useUploadAdminImage } from '@/api/upload-admin-image';

interface GalleryPickerProps {
  label: string;
  /** Picture URLs in the order the shop shows them; the first is the main picture. */
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  readOnly?: boolean;
  /** The form's message for the gallery (none, too many, a picture the server refused). */
  error?: string;
}

const TILE = 'relative h-24 w-24 overflow-hidden rounded-md ring-1 ring-slate-200';
const CONTROL = 'flex h-6 w-6 items-center justify-center bg-slate-900/70 text-sm text-white hover:bg-rose-600 disabled:opacity-40';

/** The URLs with the picture at `from` moved to `to`. */
export const movePicture = (urls: readonly string[], from: number, to: number): string[] => {
  const moved = [...urls];
  const [url] = moved.splice(from, 1);
  moved.splice(to, 0, url!);
  return moved;
};

/**
 * A product's gallery: pictures uploaded through admin/upload/image (checked here first and by the
 * server), shown in order, each moved earlier or later or removed; the first is the main picture.
 */
export function GalleryPicker({ label, value, onChange, max, readOnly = false, error }: GalleryPickerProps) {
  const { t } = useTranslation('catalog');
  const upload = useUploadAdminImage();
  const labelId = useId();
  const problemId = useId();
  const { add, problem } = usePictureUploads({ value, onChange, max, upload: upload.mutateAsync, failed: t('adminGoods.images.failed'), tooMany: t('adminGoods.errors.goods_images_too_many') });
  const shown = problem ?? error;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={shown ? problemId : undefined}>
      <p id={labelId} className="mb-2 text-sm font-medium text-slate-700">
        {label}
      </p>
      <ol className="flex flex-wrap gap-3">
        {value.map((url, index) => (
          <li key={url} className={TILE}>
            <img src={thumbnailSrc(url)} alt={t('adminGoods.images.picture', { index: index + 1 })} className="h-full w-full object-cover" />
            {index === 0 ? <span className="absolute top-0 left-0 rounded-br-md bg-rose-600 px-1.5 text-[11px] text-white">{t('adminGoods.images.main')}</span> : null}
            {!readOnly ? (
              <>
                <button type="button" onClick={() => onChange(value.filter((kept) => kept !== url))} aria-label={t('adminGoods.images.remove', { index: index + 1 })} className={`absolute top-0 right-0 rounded-bl-md ${CONTROL}`}>
                  <span aria-hidden="true">×</span>
                </button>
                <div className="absolute right-0 bottom-0 left-0 flex justify-between">
                  <button type="button" disabled={index === 0} onClick={() => onChange(movePicture(value, index, index - 1))} aria-label={t('adminGoods.images.earlier', { index: index + 1 })} className={`rounded-tr-md ${CONTROL}`}>
                    <span aria-hidden="true">←</span>
                  </button>
                  <button type="button" disabled={index === value.length - 1} onClick={() => onChange(movePicture(value, index, index + 1))} aria-label={t('adminGoods.images.later', { index: index + 1 })} className={`rounded-tl-md ${CONTROL}`}>
                    <span aria-hidden="true">→</span>
                  </button>
                </div>
              </>
            ) : null}
          </li>
        ))}
        {upload.isPending ? (
          <li role="status" className={`${TILE} flex items-center justify-center bg-slate-50 text-center text-xs text-slate-500`}>
            {t('adminGoods.images.uploading')}
          </li>
        ) : null}
        {!readOnly && !upload.isPending && value.length < max ? (
          <li>
            <label className="flex h-24 w-24 cursor-pointer flex-col items-center justify-center rounded-md border border-dashed border-slate-300 text-xs text-slate-500 focus-within:ring-2 focus-within:ring-rose-500 hover:border-rose-400 hover:text-rose-600">
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t('adminGoods.images.add')}
              <input type="file" accept={PICTURE_ACCEPT} multiple aria-label={t('adminGoods.images.add')} className="sr-only" onChange={(event) => void add(event)} />
            </label>
          </li>
        ) : null}
      </ol>
      {shown ? (
        <p id={problemId} role="alert" className="mt-1 text-xs text-rose-600">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
