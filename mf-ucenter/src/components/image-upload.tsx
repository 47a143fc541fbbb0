import { useTranslation } from 'react-i18next';
import { PICTURE_MAX_MB, PicturePicker, type PicturePickerProps } from '@shop/commerce';
import { useUploadImage } from '@shop/shared';

type ImageUploadProps = Pick<PicturePickerProps, 'label' | 'value' | 'onChange' | 'max' | 'disabled'>;

/** Photos for a refund request or a review, uploaded by the member, with how many and how large they may be. */
export function ImageUpload(picker: ImageUploadProps) {
  const { t } = useTranslation('ucenter');
  const upload = useUploadImage();
  const { value, max } = picker;
  return (
    <PicturePicker
      {...picker}
      upload={upload}
      hint={`${t('upload.count', { count: value.length, max })} · ${t('upload.hint', { size: PICTURE_MAX_MB })}`}
      words={{
        picture: (index) => t('upload.photo', { index }),
        remove: (index) => t('upload.remove', { index }),
        add: t('upload.add'),
        uploading: t('upload.uploading'),
        failed: t('upload.failed'),
        tooMany: t('upload.tooMany', { max }),
      }}
    />
  );
}
