import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@shop/shared';
import { createTestQueryClient } from '@shop/shared/testing';
import '../i18n/messages';

void i18n.changeLanguage('en-us');

/** Renders as the shell would at /index: a fresh query client and a router (tests read the English strings). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/index']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}

export const designLink = (path: string, type = 1) => ({ path, params: { type } });

export const goods = (id: number) => ({ id, name: `Goods ${id}`, image: `/img/goods-${id}.png`, sell_price: `${id}9.00` });

/** Markup a hostile back-office user might save: it must neither run nor reach the DOM. */
export const HOSTILE_HTML =
  '<p>Free shipping</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned=true">bad</a>';
