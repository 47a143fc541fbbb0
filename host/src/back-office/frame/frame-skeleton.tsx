/** The sidebar's shape while purview/index answers, in the sidebar's dark tone. */
export function SidebarSkeleton() {
  return (
    <div aria-hidden="true" data-testid="skeleton" className="space-y-3 px-4 py-4">
      {Array.from({ length: 7 }, (_, index) => (
        <div key={index} className="h-5 animate-pulse rounded bg-slate-700" />
      ))}
    </div>
  );
}
