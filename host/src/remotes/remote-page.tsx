import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reregisterRemote } from './remote-registry';
import { RemoteRetryContext, RemoteUnavailable } from './remote-unavailable';
import { PageSkeleton } from '../layout/page-skeleton';

interface RemotePageProps {
  remote: string;
  module: string;
}

class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A remote page failed', error);
  }

  render() {
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
// memory, and must not start a second download when it renders again.
const pages = new Map<string, ComponentType>();
const attempts = new Map<string, number>();

function pageFor(id: string): ComponentType {
  const key = `${id}#${attempts.get(id) ?? 0}`;
  let page = pages.get(key);
  if (!page) {
    page = loadPage(id);
    pages.set(key, page);
  }
  return page;
}

/** A remote's page inside Suspense and an error boundary; retry loads the remote afresh. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const [attempt, setAttempt] = useState(attempts.get(id) ?? 0);
  const Page = pageFor(id);
  const retry = useCallback(() => {
    reregisterRemote(remote);
    const next = (attempts.get(id) ?? 0) + 1;
    attempts.set(id, next);
    setAttempt(next);
  }, [id, remote]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${id}#${attempt}`}>
        <Suspense fallback={<PageSkeleton />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
