import { useId } from 'react';
import { useHref } from 'react-router-dom';
import { Button, copyText } from '@shop/shared';

type ShareLinkProps = { path: string; label: string; copyLabel: string; hint: string };

/** A page's link for friends (a group to join, a bargain to help): shown in full, so that it can also be copied by hand, and one click to copy it. */
export function ShareLink({ path, label, copyLabel, hint }: ShareLinkProps) {
  const id = useId();
  // The router's href carries the site's base path, so the link opens the page wherever the shop is served.
  const url = `${window.location.origin}${useHref(path)}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input id={id} readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 text-xs text-slate-600" />
        <Button variant="secondary" onClick={() => void copyText(url)}>
          {copyLabel}
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </div>
  );
}
