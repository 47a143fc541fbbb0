import { act, render, screen, waitFor } from '@testing-library/react';
import { loadSanitizer } from '../utils/sanitize-html';
import { SanitizedHtml } from './sanitized-html';

type Observed = { callback: IntersectionObserverCallback; element?: Element };

describe('SanitizedHtml', () => {
  const observers: Observed[] = [];
  const original = window.IntersectionObserver;

  beforeEach(() => {
    observers.length = 0;
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      const observed: Observed = { callback };
      observers.push(observed);
      return { observe: (element: Element) => (observed.element = element), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  // First: the sanitiser is loaded once per module, and this test needs it not loaded yet.
  it('shows the words as text until the block comes near the view, then the sanitised markup', async () => {
    const html = '<p>Hello <a href="/help">help</a></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">';
    render(<SanitizedHtml data-testid="block" html={html} transform={(clean) => clean.replace('/help', '/home/help')} />);
    const block = screen.getByTestId('block');
    expect(block).toHaveTextContent('Hello help');
    expect(block.querySelector('a')).toBeNull();

    const observer = observers[0]!;
    expect(observer.element).toBe(block);
    act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

    await waitFor(() => expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('href', '/home/help'));
    expect(block.innerHTML).not.toMatch(/script|onerror/);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders the markup at once, with no observer, once the sanitiser has been loaded', async () => {
    await loadSanitizer();
    render(<SanitizedHtml data-testid="block" html="<i>two</i>" />);
    expect(screen.getByTestId('block').querySelector('i')).toHaveTextContent('two');
    expect(observers).toHaveLength(0);
  });
});
