import { useRef, type ChangeEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, type UploadedImage } from '@shop/contract';
import { ApiError } from '@shop/shared';
import { ComposerTool } from './composer-tool';

const SIZE_MB = UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024;

/** The upload a composer uses: a member's upload/image, or the desk's admin/service/picture. */
export type PictureUpload = UseMutationResult<UploadedImage, Error, File>;

/**
 * The composer's picture tool: the picked file is checked here first (type and size, so nothing is
 * sent in vain), uploaded with `upload`, and its URL handed to `onUploaded` to be sent. A problem is
 * shown through `onProblem` (the composer words it under the text box).
 */
export function PictureButton({
  upload,
  onUploaded,
  onProblem,
  disabled = false,
}: {
  upload: PictureUpload;
  onUploaded: (url: string) => void;
  onProblem: (problem: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('service');
  const input = useRef<HTMLInputElement>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onProblem(null);
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      onProblem(t('chat.composer.wrongType', { name: file.name }));
    } else if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
      onProblem(t('chat.composer.tooLarge', { name: file.name, size: SIZE_MB }));
    } else {
      try {
        onUploaded((await upload.mutateAsync(file)).url);
      } catch (error) {
        onProblem(error instanceof ApiError ? error.message : t('chat.composer.uploadFailed'));
      }
    }
  };
  const uploading = upload.isPending;

  return (
    <>
      <ComposerTool label={t(uploading ? 'chat.composer.uploading' : 'chat.composer.picture')} onClick={() => input.current?.click()} disabled={disabled || uploading} aria-busy={uploading || undefined}>
        {uploading ? (
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="1.6" />
            <path d="m4 17 5-5 4 4 3-3 4 4" strokeLinejoin="round" />
          </svg>
        )}
      </ComposerTool>
      <input ref={input} type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} className="hidden" tabIndex={-1} aria-hidden="true" data-testid="chat-picture-input" onChange={(event) => void pick(event)} />
    </>
  );
}
