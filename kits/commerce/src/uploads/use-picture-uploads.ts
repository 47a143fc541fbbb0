import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@shop/contract';
import { ApiError } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';

/** The largest picture the server takes, in MB, for the words that say so. */
export const PICTURE_MAX_MB = UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024;
/** The file input's `accept`: the picture types the server takes. */
export const PICTURE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
const isAcceptedType = (type: string): boolean => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

interface PictureUploadsOptions {
  /** The picture URLs so far. */
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  /** Sends one file (the member's upload or the back office's); answers its URL. */
  upload: (file: File) => Promise<{ url: string }>;
  /** Said when an upload failed without the server's words. */
  failed: string;
  /** Said when more files were picked than there is room for; without it the rest are left out silently. */
  tooMany?: string;
}

/**
 * What a picture picker does with the files picked: each is checked here first (type and size, so
 * that nothing is sent in vain), then uploaded one by one and added to the URLs. The server checks
 * again and has the last word; `problem` is what to show under the picker.
 */
export function usePictureUploads({ value, onChange, max, upload, failed, tooMany }: PictureUploadsOptions) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const room = max - value.length;
    if (tooMany && picked.length > room) setProblem(tooMany);
    let urls = value;
    for (const file of picked.slice(0, room)) {
      if (!isAcceptedType(file.type)) {
        setProblem(t('picture.wrongType', { name: file.name }));
        continue;
      }
      if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
        setProblem(t('picture.tooLarge', { name: file.name, size: PICTURE_MAX_MB }));
        continue;
      }
      try {
        const { url } = await upload(file);
        urls = [...urls, url];
        onChange(urls);
      } catch (error) {
        setProblem(error instanceof ApiError ? error.message : failed);
      }
    }
  };

  return { add, problem };
}
