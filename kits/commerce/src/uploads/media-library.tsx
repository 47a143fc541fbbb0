import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_PAGE_SIZE, thumbnailSrc, type MediaPicture } from '@shop/contract';
import { formatDate, LoadFailed, Pagination, Skeleton } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';
import { useMediaPictures, useUploadMediaPicture } from './api/media-library';
import { PICTURE_ACCEPT, usePictureUploads } from './use-picture-uploads';

interface MediaLibraryProps {
  /** Given, each picture is a button that chooses it (the dialog); without it the library is only browsed. */
  onChoose?: (picture: MediaPicture) => void;
}

/** The pictures uploaded from the back office, newest first, a page at a time, with an upload button. */
export function MediaLibrary({ onChoose }: MediaLibraryProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const [page, setPage] = useState(1);
  const pictures = useMediaPictures(page);
  const upload = useUploadMediaPicture();
  const problemId = useId();
  const { add, problem } = usePictureUploads({
    value: [],
    onChange: () => setPage(1),
    max: MEDIA_PAGE_SIZE,
    upload: upload.mutateAsync,
    failed: t('media.uploadFailed'),
  });

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex items-center gap-3">
        <p role="status" className="text-sm text-slate-600">
          {pictures.data ? t('media.total', { count: pictures.data.total }) : ''}
        </p>
        <label
          className={`ml-auto inline-flex h-9 cursor-pointer items-center rounded-md bg-rose-600 px-4 text-sm text-white focus-within:ring-2 focus-within:ring-rose-500 focus-within:ring-offset-2 hover:bg-rose-700 ${upload.isPending ? 'pointer-events-none opacity-60' : ''}`}
        >
          {upload.isPending ? t('media.uploading') : t('media.upload')}
          <input type="file" multiple accept={PICTURE_ACCEPT} aria-label={t('media.upload')} aria-describedby={problem ? problemId : undefined} className="sr-only" disabled={upload.isPending} onChange={(event) => void add(event)} />
        </label>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-rose-600">
          {problem}
        </p>
      ) : null}
      {pictures.isError ? (
        <LoadFailed message={t('media.loadFailed')} onRetry={() => void pictures.refetch()} />
      ) : !pictures.data ? (
        <div role="status" aria-busy="true" className="grid grid-cols-6 gap-3">
          <span className="sr-only">{t('media.loading')}</span>
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} className="aspect-square" />
          ))}
        </div>
      ) : pictures.data.list.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500">{t('media.empty')}</p>
      ) : (
        <ul className="grid grid-cols-6 gap-3" aria-label={t('media.title')}>
          {pictures.data.list.map((picture, index) => {
            const number = (page - 1) * MEDIA_PAGE_SIZE + index + 1;
            const alt = t('media.picture', { index: number, width: picture.width, height: picture.height, date: formatDate(picture.uploaded_at) });
            const tile = (
              <>
                <span className="block aspect-square overflow-hidden rounded bg-slate-50 ring-1 ring-slate-200">
                  <img src={thumbnailSrc(picture.url)} alt={alt} className="h-full w-full object-contain" loading="lazy" />
                </span>
                <span className="mt-1 block truncate text-xs text-slate-500">{t('media.details', { width: picture.width, height: picture.height, size: Math.max(1, Math.round(picture.size / 1024)) })}</span>
                {picture.uploaded_by ? <span className="block truncate text-xs text-slate-400">{t('media.by', { name: picture.uploaded_by })}</span> : null}
              </>
            );
            return (
              <li key={picture.id}>
                {onChoose ? (
                  <button type="button" aria-label={t('media.pick', { index: number })} onClick={() => onChoose(picture)} className="block w-full rounded p-1 text-left hover:bg-rose-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500">
                    {tile}
                  </button>
                ) : (
                  <div className="p-1">{tile}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pictures.data && pictures.data.total > MEDIA_PAGE_SIZE ? <Pagination page={page} size={MEDIA_PAGE_SIZE} total={pictures.data.total} onChange={setPage} className="mt-2 justify-center" /> : null}
    </div>
  );
}
