import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc } from '@shop/contract';
import { COMMERCE_NAMESPACE } from '../commerce-messages';
import { MediaLibraryDialog } from './media-library-dialog';
import { PICTURE_ACCEPT, usePictureUploads } from './use-picture-uploads';

/** What a picture picker says, in the app's own words. */
export interface PicturePickerWords {
  /** A picture's alternative text, by its place (from 1). */
  picture: (index: number) => string;
  /** The remove button's name, by the picture's place. */
  remove: (index: number) => string;
  /** The add tile's text and the file input's name. */
  add: string;
  /** Shown in place of a tile while a picture uploads. */
  uploading: string;
  /** Said when an upload failed without the server's words. */
  failed: string;
  /** Said when more files are picked than there is room for; without it the rest are left out silently. */
  tooMany?: string;
  /** With `mainFirst`: the first picture's badge, and the button that makes another picture the first. */
  main?: string;
  makeMain?: (index: number) => string;
}

export interface PicturePickerProps {
  /** The group's visible name. */
  label: string;
  /** Picture URLs, in order. */
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  /** The upload mutation of the app's audience (a member's photo or the back office's picture). */
  upload: { mutateAsync: (file: File) => Promise<{ url: string }>; isPending: boolean };
  words: PicturePickerWords;
  /** The first picture is the main one (a product's): it is badged, and any other can be made first. */
  mainFirst?: boolean;
  /** Shows the pictures only: nothing can be added, removed or reordered. */
  readOnly?: boolean;
  /** The controls stay in place but cannot be used (e.g. while the form is being sent). */
  disabled?: boolean;
  /** A line under the pictures that describes the group (how many, how large). */
  hint?: ReactNode;
  /** The form's message for the whole group (e.g. "add at least one picture"); the picker's own problem comes first. */
  error?: string;
  /** Back office only: offers "Choose from library" beside the upload tile (the media library, admin/media/index). */
  library?: boolean;
}

const TILE = 'relative h-20 w-20 overflow-hidden rounded-md ring-1 ring-slate-200';
const CORNER_BUTTON = 'bg-slate-900/70 text-white hover:bg-rose-600 disabled:cursor-not-allowed';

/**
 * Pictures picked from the computer: each file is checked here first (type and size), uploaded one
 * by one and shown as a thumbnail that can be removed (and, for a product, made the main picture).
 * The server checks again and has the last word; its refusal shows under the picker.
 */
export function PicturePicker({ label, value, onChange, max, upload, words, mainFirst = false, readOnly = false, disabled = false, hint, error, library = false }: PicturePickerProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const [choosing, setChoosing] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const problemId = useId();
  const { add, problem } = usePictureUploads({ value, onChange, max, upload: upload.mutateAsync, failed: words.failed, tooMany: words.tooMany });
  const shown = problem ?? error;
  const described = [hint ? hintId : null, shown ? problemId : null].filter(Boolean).join(' ');
  const badged = mainFirst && max > 1;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={described || undefined}>
      <p id={labelId} className="mb-2 text-sm font-medium text-slate-700">
        {label}
      </p>
      <ul className="flex flex-wrap gap-3">
        {value.map((url, index) => (
          <li key={url} className={TILE}>
            <img src={thumbnailSrc(url)} alt={words.picture(index + 1)} className="h-full w-full object-cover" />
            {badged && index === 0 ? <span className="absolute bottom-0 left-0 rounded-tr-md bg-rose-600 px-1.5 text-[11px] text-white">{words.main}</span> : null}
            {badged && !readOnly && index > 0 ? (
              <button
                type="button"
                onClick={() => onChange([url, ...value.filter((kept) => kept !== url)])}
                disabled={disabled}
                aria-label={words.makeMain?.(index + 1)}
                className={`absolute bottom-0 left-0 rounded-tr-md px-1.5 text-[11px] ${CORNER_BUTTON}`}
              >
                ★
              </button>
            ) : null}
            {!readOnly ? (
              <button
                type="button"
                onClick={() => onChange(value.filter((kept) => kept !== url))}
                disabled={disabled}
                aria-label={words.remove(index + 1)}
                className={`absolute right-0 top-0 flex h-6 w-6 items-center justify-center rounded-bl-md text-sm ${CORNER_BUTTON}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </li>
        ))}
        {upload.isPending ? (
          <li role="status" className={`${TILE} flex items-center justify-center bg-slate-50 text-center text-xs text-slate-500`}>
            {words.uploading}
          </li>
        ) : null}
        {!readOnly && !upload.isPending && value.length < max ? (
          <li>
            <label
              className={`flex h-20 w-20 cursor-pointer flex-col items-center justify-center rounded-md border border-dashed border-slate-300 text-xs text-slate-500 focus-within:ring-2 focus-within:ring-rose-500 hover:border-rose-400 hover:text-rose-600 ${
                disabled ? 'pointer-events-none opacity-50' : ''
              }`}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {words.add}
              <input type="file" accept={PICTURE_ACCEPT} multiple={max > 1} aria-label={words.add} className="sr-only" onChange={(event) => void add(event)} disabled={disabled} />
            </label>
          </li>
        ) : null}
        {/* A single picture is replaced from the library; a group gets another picture while it has room. */}
        {library && !readOnly && !upload.isPending && (value.length < max || max === 1) ? (
          <li>
            <button
              type="button"
              disabled={disabled}
              onClick={() => setChoosing(true)}
              aria-label={`${t('media.choose')}: ${label}`}
              className="flex h-20 w-20 flex-col items-center justify-center rounded-md border border-dashed border-slate-300 px-1 text-center text-xs text-slate-500 hover:border-rose-400 hover:text-rose-600 disabled:opacity-50"
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ▦
              </span>
              {t('media.choose')}
            </button>
          </li>
        ) : null}
      </ul>
      {hint ? (
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {shown ? (
        <p id={problemId} role="alert" className="mt-1 text-xs text-rose-600">
          {shown}
        </p>
      ) : null}
      {choosing ? (
        <MediaLibraryDialog
          onChoose={(picture) => {
            if (max === 1) onChange([picture.url]);
            else if (!value.includes(picture.url)) onChange([...value, picture.url].slice(0, max));
          }}
          onDismiss={() => setChoosing(false)}
        />
      ) : null}
    </div>
  );
}
