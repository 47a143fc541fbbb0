import { useTranslation } from 'react-i18next';
import { PicturePicker, type PicturePickerProps } from '@shop/commerce';
import { useUploadAdminImage } from '@/api/upload-admin-image';

type AdminImagePickerProps = Pick<PicturePickerProps, 'label' | 'value' | 'onChange' | 'max' | 'error' | 'library'> & {
  /** Shows the pictures only (a user who may not edit the goods). */
  disabled?: boolean;
};

/** Pictures of a product or a category, uploaded by the back office; the first is the main one. */
export function AdminImagePicker({ disabled = false, ...picker }: AdminImagePickerProps) {
  const { t } = useTranslation('catalog');
  const upload = useUploadAdminImage();
  return (
    <PicturePicker
      {...picker}
      upload={upload}
      mainFirst
      readOnly={disabled}
      words={{
        picture: (index) => t('adminGoods.images.picture', { index }),
        remove: (index) => t('adminGoods.images.remove', { index }),
        makeMain: (index) => t('adminGoods.images.makeMain', { index }),
        main: t('adminGoods.images.main'),
        add: t('adminGoods.images.add'),
        uploading: t('adminGoods.images.uploading'),
        failed: t('adminGoods.images.failed'),
      }}
    />
  );
}
