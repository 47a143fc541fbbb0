import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '@shop/contract';
import { SidebarIcon } from './sidebar-icon';

const entryClass = (active: boolean) =>
  `flex items-center gap-2.5 rounded px-3 py-2 text-sm transition-colors ${
    active ? 'bg-rose-600 font-medium text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
  }`;

function SidebarLink({ entry, index, activeIndex, nested = false }: { entry: MenuEntry; index: string; activeIndex: string | null; nested?: boolean }) {
  const active = index === activeIndex;
  return (
    <li>
      <Link to={entry.path} aria-current={active ? 'page' : undefined} className={`${entryClass(active)} ${nested ? 'pl-9' : ''}`}>
        {!nested && <SidebarIcon name={entry.icon} />}
        {entry.title}
      </Link>
    </li>
  );
}

function SidebarGroup({ group, index, activeIndex }: { group: MenuEntry; index: number; activeIndex: string | null }) {
  const [open, setOpen] = useState(true);
  const listId = `sidebar-group-${index}`;
  const holdsActive = activeIndex?.startsWith(`${index}-`) ?? false;
  return (
    <li className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={`flex w-full items-center gap-2.5 rounded px-3 py-2 text-left text-sm hover:bg-slate-800 ${holdsActive ? 'text-white' : 'text-slate-300'}`}
      >
        <SidebarIcon name={group.icon} />
        <span className="flex-1">{group.title}</span>
        <span aria-hidden="true" className={`text-[10px] text-slate-400 transition-transform ${open ? '' : '-rotate-90'}`}>
          ▼
        </span>
      </button>
      {open && (
        <ul id={listId} className="mt-0.5 space-y-0.5">
          {group.children.map((entry, j) => (
            <SidebarLink key={entry.path} entry={entry} index={`${index}-${j}`} activeIndex={activeIndex} nested />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The back office's sidebar from purview/index: single pages and collapsible groups, the active entry lit. */
export function Sidebar({ sidebar, activeIndex }: { sidebar: MenuEntry[]; activeIndex: string | null }) {
  const { t } = useTranslation('backOffice');
  return (
    <nav aria-label={t('frame.sidebar')} className="px-2 py-3">
      <ul className="space-y-0.5">
        {sidebar.map((entry, i) =>
          entry.children.length > 0 ? (
            <SidebarGroup key={entry.path} group={entry} index={i} activeIndex={activeIndex} />
          ) : (
            <SidebarLink key={entry.path} entry={entry} index={String(i)} activeIndex={activeIndex} />
          ),
        )}
      </ul>
    </nav>
  );
}
