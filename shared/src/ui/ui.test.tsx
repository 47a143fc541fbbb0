import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LazyImage } from './lazy-image';
import { EMPTY_IMAGE } from './empty-image';
import { Price, formatYuan, lineAmount } from './price';
import { SmartLink } from './smart-link';
import { Button } from './button';
import { i18n } from '../i18n/i18n';

beforeAll(() => i18n.changeLanguage('en-us'));

describe('LazyImage', () => {
  let callback: IntersectionObserverCallback = () => undefined;
  beforeEach(() => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe() {}
      disconnect() {}
    };
  });

  it('shows a placeholder until visible, then the image, and the empty picture on error', () => {
    render(<LazyImage src="/img/tea.svg" alt="Tea set" />);
    expect(screen.queryByRole('img', { name: 'Tea set' })?.tagName).toBe('SPAN');
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    const image = screen.getByRole('img', { name: 'Tea set' });
    expect(image).toHaveAttribute('src', '/img/tea.svg');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Tea set' })).toHaveAttribute('src', EMPTY_IMAGE);
  });

  it('loads the page\'s likely largest picture at once and ahead of the others, and only that one', () => {
    render(
      <>
        <LazyImage priority src="/img/banner.svg" alt="Banner" />
        <LazyImage eager src="/img/first-row.svg" alt="First row" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'First row' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'First row' })).not.toHaveAttribute('fetchpriority');
  });

  it('uses the empty picture when there is no source', () => {
    render(<LazyImage eager src="" alt="Nothing" />);
    expect(screen.getByRole('img', { name: 'Nothing' })).toHaveAttribute('src', EMPTY_IMAGE);
  });
});

describe('Price', () => {
  it('formats yuan with two decimals and reads out the amount', () => {
    const { container } = render(<Price value="12.5" />);
    expect(screen.getByText('12.50 yuan')).toHaveClass('sr-only');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('¥12.50');
    expect(container.querySelector('[aria-label]')).toBeNull();
    expect(formatYuan(undefined)).toBe('0.00');
    expect(formatYuan('abc')).toBe('0.00');
  });

  it('multiplies a line in cents and counts an unreadable price as nothing', () => {
    expect(lineAmount('0.10', 3)).toBe('0.30');
    expect(lineAmount('19.90', 2)).toBe('39.80');
    expect(lineAmount('', 2)).toBe('0.00');
  });
});

describe('SmartLink', () => {
  it('routes internal paths and opens type 2 in a new tab', () => {
    render(
      <MemoryRouter>
        <SmartLink link={{ path: 'goods/index' }}>Goods</SmartLink>
        <SmartLink link={{ path: 'https://example.com/', params: { type: '2' } }}>Out</SmartLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Goods' })).toHaveAttribute('href', '/goods/index');
    expect(screen.getByRole('link', { name: 'Out' })).toHaveAttribute('target', '_blank');
  });
});

describe('Button', () => {
  it('is disabled and busy while pending', () => {
    render(<Button pending>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
