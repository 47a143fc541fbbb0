import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@shop/shared';
import '../i18n/messages';

void i18n.changeLanguage('en-us');

/** Renders inside a router at /index (tests read the English strings). */
export function renderWithRouter(ui: ReactNode) {
  return render(<MemoryRouter initialEntries={['/index']}>{ui}</MemoryRouter>);
}

export const designLink = (path: string, type = 1) => ({ path, params: { type } });

export const goods = (id: number) => ({ id, name: `Goods ${id}`, image: `/img/goods-${id}.png`, sell_price: `${id}9.00` });

/** Markup a hostile back-office user might save: it must neither run nor reach the DOM. */
export const HOSTILE_HTML =
  '<p>Free shipping</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned=true">bad</a>';
