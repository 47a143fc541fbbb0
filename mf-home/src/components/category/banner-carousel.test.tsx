import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAROUSEL_INTERVAL_MS, EMPTY_IMAGE } from '@shop/shared';
import { designLink, renderWithProviders } from '../../testing/render';
import { BannerCarousel } from './banner-carousel';

/*
 * The real Swiper. jsdom lays nothing out and runs no CSS transition, so the carousel is given the
 * size it has on the page (Swiper measures its container before it can loop), and each slide move
 * is told when its transition ends, as a browser would.
 */
const CAROUSEL_WIDTH_PX = 760;
const CAROUSEL_HEIGHT_PX = 445;
const ONE_FRAME_MS = 16;

const banners = [
  { image: '/img/banner-1.png', link: designLink('/goods/index') },
  { image: '/img/banner-2.png', link: designLink('/activity/second/index'), title: 'Flash sale' },
  { image: '', link: designLink('https://example.com/', 2) },
];

beforeEach(() => {
  jest.useFakeTimers();
  for (const [property, size] of [
    ['clientWidth', CAROUSEL_WIDTH_PX],
    ['offsetWidth', CAROUSEL_WIDTH_PX],
    ['clientHeight', CAROUSEL_HEIGHT_PX],
    ['offsetHeight', CAROUSEL_HEIGHT_PX],
  ] as const) {
    jest.spyOn(HTMLElement.prototype, property, 'get').mockReturnValue(size);
  }
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function openCarousel(items = banners) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<BannerCarousel items={items} />);
  const carousel = screen.getByRole('region', { name: 'Promotions' });
  const finishTransition = () => {
    const wrapper = carousel.querySelector('.swiper-wrapper');
    if (wrapper) fireEvent.transitionEnd(wrapper);
  };
  /** The banner on show: the link of the slide Swiper made active. */
  const shown = () => {
    const active = carousel.querySelector<HTMLElement>('.swiper-slide-active');
    return active ? within(active).getByRole('link').getAttribute('aria-label') : null;
  };
  const wait = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
      finishTransition();
    });
  const click = async (name: string) => {
    await user.click(within(carousel).getByRole('button', { name }));
    // Swiper starts some moves on the next animation frame.
    wait(ONE_FRAME_MS);
  };
  return { user, carousel, shown, wait, click };
}

describe('BannerCarousel', () => {
  it('renders every slide in a 445 px carousel, the first image eager and first in line, missing images as the empty picture', () => {
    const { carousel, shown } = openCarousel();
    expect(carousel).toHaveStyle({ height: '445px' });
    expect(carousel.querySelectorAll('.swiper-slide')).toHaveLength(3);
    expect(shown()).toBe('Promotion 1');
    const first = within(carousel).getByRole('img', { name: 'Promotion 1' });
    expect(first).toHaveAttribute('src', '/img/banner-1.png');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(within(carousel).getByRole('img', { name: 'Flash sale' })).toHaveAttribute('loading', 'lazy');
    expect(within(carousel).getByRole('img', { name: 'Promotion 3' })).toHaveAttribute('src', EMPTY_IMAGE);
    expect(within(carousel).getByRole('link', { name: 'Promotion 3' })).toHaveAttribute('target', '_blank');
    expect(within(carousel).getByRole('link', { name: 'Flash sale' })).toHaveAttribute('href', '/activity/second/index');
  });

  it('moves on by itself every 3 s, from the last banner back to the first', () => {
    const { shown, wait } = openCarousel();
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    wait(CAROUSEL_INTERVAL_MS - 100);
    expect(shown()).toBe('Promotion 1');
    wait(100);
    expect(shown()).toBe('Flash sale');
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Promotion 3');
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Promotion 1');
  });

  it('has named previous and next buttons; before the first banner comes the last', async () => {
    const { shown, click } = openCarousel();
    await click('Next slide');
    expect(shown()).toBe('Flash sale');
    await click('Previous slide');
    expect(shown()).toBe('Promotion 1');
    await click('Previous slide');
    expect(shown()).toBe('Promotion 3');
  });

  it('keeps moving on by itself after the shopper moved it', async () => {
    const { shown, wait, click } = openCarousel();
    await click('Next slide');
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Promotion 3');
  });

  it('has a dot per banner, named for screen readers, marking the one on show and going to its banner', async () => {
    const { carousel, shown, click } = openCarousel();
    const dots = within(carousel).getAllByRole('button', { name: /^Go to slide \d$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
    expect(within(carousel).getByRole('button', { name: 'Go to slide 1', current: true })).toBeInTheDocument();
    await click('Go to slide 3');
    expect(shown()).toBe('Promotion 3');
    expect(within(carousel).getByRole('button', { name: 'Go to slide 3', current: true })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('waits while the pointer is over it', async () => {
    const { user, carousel, shown, wait } = openCarousel();
    const slides = carousel.querySelector('.swiper');
    if (!slides) throw new Error('Swiper did not render');
    await user.hover(slides);
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shown()).toBe('Promotion 1');
    await user.unhover(slides);
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe('Flash sale');
  });

  it('shows a single banner without arrows', () => {
    const { carousel, shown } = openCarousel(banners.slice(0, 1));
    expect(shown()).toBe('Promotion 1');
    expect(within(carousel).getByRole('img', { name: 'Promotion 1' })).toHaveAttribute('loading', 'eager');
    expect(within(carousel).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: 'Previous slide' })).not.toBeInTheDocument();
  });
});
