import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../query/query-client';

/** Renders `router` into `element` with the page's one query client: the shell does, and a remote run alone in development. */
export function mountRouter(element: HTMLElement, router: ComponentProps<typeof RouterProvider>['router']): void {
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
