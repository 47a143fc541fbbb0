import { useEffect, useRef, useState } from 'react';

/**
 * A panel that opens from a button (the composer's emoji and order pickers): Escape or a press
 * outside `holder` closes it; closing by Escape or `close()` puts focus back on the button.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!holder.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return {
    open,
    holder,
    button,
    toggle: () => setOpen((was) => !was),
    close: () => {
      setOpen(false);
      button.current?.focus();
    },
  };
}
