import type { ReactNode } from 'react';
import { UcenterSideMenu } from './ucenter-side-menu';

/** The member-centre frame: the side menu on the left, the box's content on the right. */
export function UcenterLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-[1200px] items-start gap-5 py-6">
      <aside className="w-[200px] shrink-0">
        <UcenterSideMenu />
      </aside>
      <section className="min-w-0 flex-1">{children}</section>
    </div>
  );
}
