import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_IMAGE } from '@shop/shared';
import { designLink, goods, HOSTILE_HTML, renderWithProviders } from '../../testing/render';
import { BlankBlock } from './blank-block';
import { ColumnBlock } from './column-block';
import { GoodsBlock } from './goods-block';
import { LineBlock } from './line-block';
import { TextBlock } from './text-block';
import { TitleBlock } from './title-block';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

afterEach(() => {
  delete window.__pwned;
});

const cardNames = (root: HTMLElement) => within(root).getAllByTestId('goods-card').map((card) => card.getAttribute('href'));
const block = (container: HTMLElement, type: string) => container.querySelector<HTMLElement>(`[data-block="${type}"]`)!;

describe('ColumnBlock', () => {
  const value = (style: number) => ({ style, title: 'Digital', link: designLink('/goods/index'), image: '/img/column.png', list: [1, 2, 3, 4, 5].map(goods) });

  it('style 1: image left, then 3 products in order', () => {
    const { container } = renderWithProviders(<ColumnBlock value={value(1)} />);
    const section = block(container, 'column');
    expect(within(section).getByRole('heading', { name: 'Digital' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'More: Digital' })).toHaveAttribute('href', '/goods/index');
    expect(cardNames(section)).toEqual(['/goods/view?id=1', '/goods/view?id=2', '/goods/view?id=3']);
    const row = section.querySelector('header + div')!;
    expect(row.firstElementChild).toHaveAttribute('href', '/goods/index');
    expect(row.lastElementChild?.tagName).toBe('UL');
  });

  it('style 2: 3 products left, image right', () => {
    const { container } = renderWithProviders(<ColumnBlock value={value(2)} />);
    const section = block(container, 'column');
    expect(cardNames(section)).toHaveLength(3);
    const row = section.querySelector('header + div')!;
    expect(row.firstElementChild?.tagName).toBe('UL');
    expect(row.lastElementChild).toHaveAttribute('href', '/goods/index');
    expect(within(row.lastElementChild as HTMLElement).getByRole('img', { name: 'Digital' })).toHaveAttribute('src', '/img/column.png');
  });

  it('style 3: image left, then 4 products in order', () => {
    const { container } = renderWithProviders(<ColumnBlock value={value(3)} />);
    const section = block(container, 'column');
    expect(cardNames(section)).toEqual(['/goods/view?id=1', '/goods/view?id=2', '/goods/view?id=3', '/goods/view?id=4']);
    expect(section.querySelector('header + div')!.firstElementChild).toHaveAttribute('href', '/goods/index');
    expect(within(section).getByText('Goods 4')).toBeInTheDocument();
    expect(within(section).getByText('49.00 yuan')).toBeInTheDocument();
  });

  it('renders without any field, with the empty picture', () => {
    const { container } = renderWithProviders(<ColumnBlock value={{}} />);
    const section = block(container, 'column');
    expect(within(section).queryAllByTestId('goods-card')).toHaveLength(0);
    expect(section.querySelector('img')).toHaveAttribute('src', EMPTY_IMAGE);
  });

  it('shows the empty picture for products without an image', () => {
    const { container } = renderWithProviders(<ColumnBlock value={{ style: 1, list: [{ id: 9 }] }} />);
    const card = within(block(container, 'column')).getByTestId('goods-card');
    expect(card.querySelector('img')).toHaveAttribute('src', EMPTY_IMAGE);
    expect(within(card).getByText('0.00 yuan')).toBeInTheDocument();
  });
});

describe('GoodsBlock', () => {
  const list = [1, 2, 3, 4, 5, 6, 7].map(goods);

  it('shows images, names and prices when both flags are on', () => {
    const { container } = renderWithProviders(<GoodsBlock value={{ is_title: 1, is_price: 1, list }} />);
    const section = block(container, 'goods');
    expect(within(section).getAllByTestId('goods-card')).toHaveLength(7);
    expect(within(section).getByText('Goods 1')).toBeInTheDocument();
    expect(within(section).getByText('19.00 yuan')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Goods 7' })).toHaveAttribute('src', '/img/goods-7.png');
    expect(within(section).getAllByTestId('goods-card')[2]).toHaveAttribute('href', '/goods/view?id=3');
  });

  it('hides names when is_title is off and prices when is_price is off', () => {
    const { unmount } = renderWithProviders(<GoodsBlock value={{ is_title: 0, is_price: '1', list }} />);
    expect(screen.queryByText('Goods 1')).not.toBeInTheDocument();
    expect(screen.getByText('19.00 yuan')).toBeInTheDocument();

    unmount();
    renderWithProviders(<GoodsBlock value={{ is_title: '1', is_price: 0, list }} />);
    expect(screen.getByText('Goods 1')).toBeInTheDocument();
    expect(screen.queryByText('19.00 yuan')).not.toBeInTheDocument();
  });

  it('renders goods without fields, and nothing without a list', () => {
    const { container } = renderWithProviders(<GoodsBlock value={{ is_title: 1, is_price: 1, list: [{}] }} />);
    expect(block(container, 'goods').querySelector('img')).toHaveAttribute('src', EMPTY_IMAGE);
    const empty = renderWithProviders(<GoodsBlock value={{}} />);
    expect(empty.container).toBeEmptyDOMElement();
  });
});

describe('TextBlock', () => {
  it('renders the configured HTML with background, radii and margins', async () => {
    const { container } = renderWithProviders(
      <TextBlock
        value={{ content: '<p><strong>Free shipping</strong> over 99</p>', background_color: '#fff7e6', radiusLT: 8, radiusRT: 4, radiusLB: 2, radiusRB: 6, marginLR: 10, marginTB: 12 }}
      />,
    );
    const content = screen.getByTestId('text-content');
    expect(block(container, 'text')).toContainElement(content);
    expect((await screen.findByText('Free shipping', { selector: 'strong' })).tagName).toBe('STRONG');
    expect(content).toHaveStyle({ backgroundColor: '#fff7e6', borderRadius: '8px 4px 6px 2px', margin: '12px 10px' });
  });

  it('never lets scripts or event handlers into the DOM', async () => {
    const { container } = renderWithProviders(<TextBlock value={{ content: HOSTILE_HTML }} />);
    await waitFor(() => expect(screen.getByTestId('text-content').children.length).toBeGreaterThan(0));
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(window.__pwned).toBeUndefined();
  });

  it('renders nothing without content', () => {
    expect(renderWithProviders(<TextBlock value={{}} />).container).toBeEmptyDOMElement();
  });
});

describe('TitleBlock', () => {
  const full = {
    title: 'More to love',
    title_color: '#333333',
    title_font_size: 24,
    margin: 10,
    is_more: 1,
    moretitle: 'See all',
    more_color: '#999999',
    is_subtitle: 1,
    subtitle: 'Picked for you',
    link: designLink('/goods/index'),
  };

  it('style 1 shows the centred title only, with rules when title_line is on', () => {
    const { container } = renderWithProviders(<TitleBlock value={{ ...full, style: 1, title_line: 1 }} />);
    expect(screen.getByRole('heading', { name: 'More to love' })).toHaveStyle({ color: '#333333', fontSize: '24px' });
    expect(screen.queryByText('Picked for you')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(block(container, 'title').querySelectorAll('span[aria-hidden="true"]')).toHaveLength(2);
  });

  it('style 2 shows the subtitle and the more link', () => {
    renderWithProviders(<TitleBlock value={{ ...full, style: 2 }} />);
    expect(screen.getByText('Picked for you')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'See all: More to love' });
    expect(more).toHaveAttribute('href', '/goods/index');
    expect(more).toHaveTextContent('See all');
  });

  it('style 2 without the flags shows neither, and falls back to "More"', () => {
    renderWithProviders(<TitleBlock value={{ ...full, style: 2, is_subtitle: 0, moretitle: '' }} />);
    expect(screen.queryByText('Picked for you')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More: More to love' })).toBeInTheDocument();
  });

  it('renders with no field at all', () => {
    const { container } = renderWithProviders(<TitleBlock value={{}} />);
    expect(block(container, 'title')).toBeInTheDocument();
  });
});

describe('BlankBlock and LineBlock', () => {
  it('blank has the configured height and colour', () => {
    const { container } = renderWithProviders(<BlankBlock value={{ height: '20', background_color: '#f5f5f5' }} />);
    expect(block(container, 'blank')).toHaveStyle({ height: '20px', backgroundColor: '#f5f5f5' });
  });

  it('line has the configured margins, style and colour', () => {
    const { container } = renderWithProviders(<LineBlock value={{ margin_vertical: 20, margin_horizontal: 10, style: 'dashed', fill_color: '#e8e8e8' }} />);
    expect(block(container, 'line').querySelector('hr')).toHaveStyle({ margin: '20px 10px', borderTop: '1px dashed #e8e8e8' });
  });

  it('both render with no field at all', () => {
    const { container } = renderWithProviders(
      <>
        <BlankBlock value={{}} />
        <LineBlock value={{ style: 'wavy;background:red' }} />
      </>,
    );
    expect(block(container, 'blank')).toHaveStyle({ height: '0px' });
    expect(block(container, 'line').querySelector('hr')).toHaveStyle({ borderTop: '1px solid #e5e7eb' });
  });
});
