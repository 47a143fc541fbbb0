import { useTranslation } from 'react-i18next';
import { PICTURE_ACCEPT, usePictureUploads } from '@shop/commerce';
import { useUploadAdminImage } from '@/api/upload-admin-image';

interface DescriptionPictureProps {
  /** The description it adds to ("English description"): the control's name. */
  label: string;
  /** Adds the uploaded picture's HTML at the end of the description. */
  onInsert: (html: string) => void;
  disabled?: boolean;
}

/** The HTML of a picture in a description: the shop sanitises the description where it shows it. */
export const pictureHtml = (url: string) => `<p><img src="${url.replace(/"/g, '&quot;')}" alt=""></p>`;

/** Uploads a picture (admin/upload/image) and adds it to the end of a product's description. */
export function DescriptionPicture({ label, onInsert, disabled = false }: DescriptionPictureProps) {
  const { t } = useTranslation('catalog');
  const upload = useUploadAdminImage();
  const { add, problem } = usePictureUploads({
    value: [],
    onChange: (urls) => urls.forEach((url) => onInsert(pictureHtml(url))),
    max: 1,
    upload: upload.mutateAsync,
    failed: t('adminGoods.images.failed'),
  });
  return (
    <div className="mt-2 flex items-center gap-3">
      <label
        className={`cursor-pointer rounded border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 focus-within:ring-2 focus-within:ring-rose-500 hover:border-rose-500 hover:text-rose-700 ${
          disabled || upload.isPending ? 'pointer-events-none opacity-50' : ''
        }`}
      >
        {upload.isPending ? t('adminGoods.images.uploading') : t('adminGoods.matrix.insertPicture')}
        <input type="file" accept={PICTURE_ACCEPT} aria-label={t('adminGoods.matrix.insertPictureInto', { what: label })} className="sr-only" disabled={disabled || upload.isPending} onChange={(event) => void add(event)} />
      </label>
      {problem ? (
        <p role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
