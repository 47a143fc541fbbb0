import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { AnnounceLive } from './announce-live';
import { loadRemote } from './federation-runtime';
import { PageSkeleton } from '../layout/page-skeleton';
import { retryRemote, type RemoteRoute } from './remote-routes';
import { RemoteRetryContext, RemoteUnavailable } from './remote-unavailable';

class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote page failed', error);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}

function loadPage(id: string): ComponentType {
  return lazy(async () => {
    const loaded = await loadRemote<{ default: ComponentType }>(id);
    if (!loaded?.default) throw new Error(`${id} has no default export`);
    return loaded;
  });
}

// Lazy pages live outside React: a component that suspends before its first commit loses its hooks'
// memory, and must not start a second download when it renders again. Keyed by build, so that a
// redeployed remote renders its new page at the next navigation.
const pages = new Map<string, ComponentType>();
const attempts = new Map<string, number>();

function pageFor(id: string, build: string): ComponentType {
  const key = `${id}@${build}#${attempts.get(id) ?? 0}`;
  let page = pages.get(key);
  if (!page) {
    page = loadPage(id);
    pages.set(key, page);
  }
  return page;
}

/**
 * On the server (ADR 0039): the page of a remote's server build, rendered in place of the lazy
 * page, or, when the server could not have that build in time, a page it leaves to the browser.
 */
export function providePage(id: string, build: string, page: ComponentType): void {
  pages.set(`${id}@${build}#0`, page);
}

/** Thrown on the server inside the page's Suspense: React sends its fallback and the browser renders the page. */
function RenderedInBrowser(): never {
  throw new Error('This page is rendered in the browser');
}

export function leavePageToBrowser(id: string, build: string): void {
  pages.set(`${id}@${build}#0`, RenderedInBrowser);
}

/** A retry that runs `reload`, then renders its children afresh. */
function useRetry(id: string, reload: () => Promise<void>) {
  const [attempt, setAttempt] = useState(attempts.get(id) ?? 0);
  const retry = useCallback(() => {
    void reload().finally(() => {
      const next = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, next);
      setAttempt(next);
    });
  }, [id, reload]);
  return { attempt, retry };
}

/**
 * A remote's page inside Suspense and an error boundary; retry loads the remote afresh. A remote
 * that the shell refuses (incompatible shared versions) shows the panel without being loaded. The
 * back office passes its own skeleton, shaped for its content area.
 */
export function RemotePage({ route, fallback = <PageSkeleton /> }: { route: Pick<RemoteRoute, 'remote' | 'module' | 'build' | 'refusal'>; fallback?: ReactNode }) {
  const { remote, module, build, refusal } = route;
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const reload = useCallback(() => retryRemote(remote), [remote]);
  const { attempt, retry } = useRetry(id, reload);
  if (refusal) return <RemoteUnavailable />;
  const Page = pageFor(id, build);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${id}@${build}#${attempt}`}>
        <Suspense fallback={fallback}>
          {/* eslint-disable-next-line react-hooks/static-components -- pageFor hands out one lazy component per build from the module cache above */}
          <Page />
          <AnnounceLive />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
