import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** What Tab may reach inside a modal panel. */
export const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [href], [tabindex]:not([tabindex="-1"])';

interface ModalFocusOptions {
  /** While true (work under way), Escape does not dismiss. */
  pending: boolean;
  onDismiss: () => void;
  /** Where focus starts: the first element matching this selector (by default the first control). */
  initialFocus?: string;
}

/**
 * A modal panel's keyboard: focus starts inside, Tab and Shift+Tab stay inside, Escape dismisses,
 * and focus returns to what opened it. Answers the keydown handler for the panel's backdrop.
 */
export function useModalFocus(panel: RefObject<HTMLElement | null>, { pending, onDismiss, initialFocus = FOCUSABLE }: ModalFocusOptions) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => opener?.focus?.();
    // Once, when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const controls = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
