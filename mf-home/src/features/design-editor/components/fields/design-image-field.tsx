import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PicturePicker, useUploadMediaPicture } from '@shop/commerce';
import { useDesignForm } from '../../hooks/design-form-context';

/**
 * A picture setting: uploaded from the computer or chosen from the media library, shown as a
 * thumbnail that can be removed (empty: no picture). Pictures the shop opened with (its own static
 * files) show the same way until replaced.
 */
export function DesignImageField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('home');
  const form = useDesignForm();
  const { field } = useController({ name, control: form.control });
  const upload = useUploadMediaPicture();
  const value = typeof field.value === 'string' && field.value !== '' ? [field.value] : [];
  return (
    <div className="mb-3">
      <PicturePicker
        label={label}
        value={value}
        max={1}
        library
        upload={upload}
        onChange={(urls) => field.onChange(urls[0] ?? '')}
        error={form.message(name, label, { wrong: t('editor.problems.format') })}
        words={{
          picture: () => label,
          remove: () => t('editor.fields.removePicture', { label }),
          add: t('editor.fields.uploadPicture'),
          uploading: t('editor.fields.uploading'),
          failed: t('editor.fields.uploadFailed'),
        }}
      />
    </div>
  );
}
