import { useId, type ReactNode } from 'react';
import { usePopover } from '@/hooks/use-popover';
import { ComposerTool } from './composer-tool';

interface ComposerPopoverProps {
  /** The tool's name (and the panel's, unless `panelLabel` names it). */
  label: string;
  panelLabel?: string;
  icon: ReactNode;
  disabled?: boolean;
  'data-testid'?: string;
  /** The panel, given a way to close it (focus back on the tool). */
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
}

/** A composer tool that opens a panel above it (emoji, orders): Escape or a press elsewhere closes it. */
export function ComposerPopover({ label, panelLabel = label, icon, disabled = false, children, panelClassName = '', 'data-testid': testId }: ComposerPopoverProps) {
  const { open, holder, button, toggle, close } = usePopover();
  const panelId = useId();
  return (
    <div ref={holder} className="relative">
      <ComposerTool ref={button} label={label} active={open} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={toggle} disabled={disabled} data-testid={testId}>
        {icon}
      </ComposerTool>
      {open && (
        <div id={panelId} role="group" aria-label={panelLabel} className={`absolute bottom-11 left-0 z-30 rounded-lg bg-white shadow-xl ${panelClassName}`}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
