import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type InputHTMLAttributes, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, Skeleton } from '@shop/shared';
import { FORMS_NAMESPACE } from '../form-messages';
import { dayOfText, minuteOfText, normaliseDateText, withParts, type DateKind } from './date-text';

const DayCalendar = lazy(() => import(/* webpackChunkName: "day-calendar" */ './day-calendar'));

const HOURS = Array.from({ length: 24 }, (_, n) => String(n).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, n) => String(n * 5).padStart(2, '0'));

/**
 * Keeps the pop-up beside its field, below it or above it where the window has more room, in the
 * window's coordinates: fixed, so that a scrolling form dialog around the field does not cut it.
 */
function usePopupPlace(open: boolean, anchor: RefObject<HTMLDivElement | null>, popup: RefObject<HTMLDivElement | null>): CSSProperties {
  const [place, setPlace] = useState<CSSProperties>({ visibility: 'hidden' });
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const field = anchor.current?.getBoundingClientRect();
      const box = popup.current;
      if (!field || !box) return;
      const height = box.offsetHeight;
      const fitsBelow = window.innerHeight - field.bottom >= height + 8 || field.top < height + 8;
      setPlace({ top: fitsBelow ? field.bottom + 4 : field.top - height - 4, left: Math.max(8, Math.min(field.left, window.innerWidth - box.offsetWidth - 8)) });
    };
    update();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (popup.current) resized?.observe(popup.current);
    window.addEventListener('resize', update);
    document.addEventListener('scroll', update, true);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('scroll', update, true);
    };
  }, [open, anchor, popup]);
  return place;
}

/** Puts `text` in the input as typing would, so a form library or a form's data sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  if (input.value === text) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'> & {
  kind: DateKind;
  /** The first and last days that may be chosen, "YYYY-MM-DD" (a form library may hand any bound). */
  min?: string | number | undefined;
  max?: string | number | undefined;
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
};

/**
 * A date ("2026-11-28") or date-time ("2026-11-28 17:06") typed in the shop's format, or picked
 * from a calendar (with the hour and minute for a date-time): the same text in every browser,
 * unlike a native date input, which prints the browser's own format. Registered like any input
 * (a form library's props, or `name` and `defaultValue` in a filter bar). `className` sizes the
 * whole, `inputClassName` styles the input; the calendar button sits inside the input's right end.
 */
export function DateInput({ kind, min, max, ref, className = '', inputClassName = '', onBlur, disabled, readOnly, ...rest }: DateInputProps) {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const input = useRef<HTMLInputElement | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [today, setToday] = useState('');

  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const close = (focusBack: boolean) => {
    setOpen(false);
    if (focusBack) trigger.current?.focus();
  };
  const change = (parts: { day?: string; hour?: string; minute?: string }) => {
    if (!input.current) return;
    const next = withParts(input.current.value || (parts.day ?? ''), kind, parts);
    typeInto(input.current, next);
    setText(next);
    if (kind === 'date' && parts.day) close(true);
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => box.current && !box.current.contains(event.target as Node) && close(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const place = usePopupPlace(open, box, popup);
  const placeholder = kind === 'date' ? t('date.dayFormat') : t('date.minuteFormat');
  const minute = minuteOfText(text)?.split(':') ?? ['00', '00'];
  return (
    <div ref={box} className={`relative min-w-0 ${className}`}>
      <input
        ref={setInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        className={`w-full pr-9 ${inputClassName}`}
        onBlur={(event) => {
          typeInto(event.currentTarget, normaliseDateText(event.currentTarget.value, kind));
          onBlur?.(event);
        }}
        {...rest}
      />
      <button
        ref={trigger}
        type="button"
        aria-label={kind === 'date' ? t('date.pickDay') : t('date.pickMinute')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        disabled={disabled || readOnly}
        onClick={() => {
          setText(input.current?.value ?? '');
          setToday(formatDate(Date.now()));
          setOpen((was) => !was);
        }}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r text-slate-600 hover:text-rose-700 disabled:opacity-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the pop-up from whichever of its controls has focus, and goes no further (a form dialog around it stays open).
        <div
          ref={popup}
          style={place}
          id={dialogId}
          role="dialog"
          aria-label={kind === 'date' ? t('date.pickDay') : t('date.pickMinute')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
          className="fixed z-[2100] rounded-md border border-slate-200 bg-white p-3 shadow-lg"
        >
          <Suspense fallback={<Skeleton className="h-64 w-64" />}>
            <DayCalendar day={dayOfText(text)} today={today} min={min === undefined ? undefined : String(min)} max={max === undefined ? undefined : String(max)} lang={i18n.language} onPick={(day) => change({ day })} />
          </Suspense>
          {kind === 'datetime' && (
            <div className="mt-2 flex items-center gap-1.5 border-t border-slate-100 pt-2 text-sm">
              <label htmlFor={`${dialogId}-hour`} className="text-slate-600">
                {t('date.hour')}
              </label>
              <select id={`${dialogId}-hour`} value={minute[0]} onChange={(event) => change({ hour: event.target.value })} className="h-8 rounded border border-slate-300 px-1">
                {HOURS.map((hour) => (
                  <option key={hour}>{hour}</option>
                ))}
              </select>
              <label htmlFor={`${dialogId}-minute`} className="ml-1 text-slate-600">
                {t('date.minute')}
              </label>
              <select id={`${dialogId}-minute`} value={minute[1]} onChange={(event) => change({ minute: event.target.value })} className="h-8 rounded border border-slate-300 px-1">
                {(MINUTES.includes(minute[1] ?? '') ? MINUTES : [...MINUTES, minute[1] ?? '00'].sort()).map((value) => (
                  <option key={value}>{value}</option>
                ))}
              </select>
              <button type="button" onClick={() => close(true)} className="ml-auto h-8 rounded bg-rose-600 px-3 text-white hover:bg-rose-700">
                {t('date.done')}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
