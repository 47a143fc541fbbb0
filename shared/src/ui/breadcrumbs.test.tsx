import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { Breadcrumbs } from './breadcrumbs';

const trail = [
  { label: 'Home', to: '/index' },
  { label: 'Phones', to: '/goods/index?category_id=2' },
  { label: 'Lumen X1', to: '/goods/view?id=1' },
];

describe('Breadcrumbs', () => {
  afterEach(() => i18n.changeLanguage('en-us'));

  it('lists every level in order, links all but the current page, which is marked', async () => {
    await i18n.changeLanguage('en-us');
    render(
      <MemoryRouter>
        <Breadcrumbs items={trail} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', '›Phones', '›Lumen X1']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    expect(within(nav).getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/goods/index?category_id=2');
    expect(within(nav).queryByRole('link', { name: 'Lumen X1' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Lumen X1')).toHaveAttribute('aria-current', 'page');
  });

  it('is named in Chinese and renders nothing without items', async () => {
    await i18n.changeLanguage('zh-cn');
    const { container } = render(
      <MemoryRouter>
        <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: '全部商品' }]} />
        <Breadcrumbs items={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: '面包屑' })).toBeInTheDocument();
    expect(container.querySelectorAll('nav')).toHaveLength(1);
  });
});
