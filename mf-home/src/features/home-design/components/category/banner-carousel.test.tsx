import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAROUSEL_INTERVAL_MS, EMPTY_IMAGE } from '@shop/shared';
import { designLink, renderWithRouter } from '../../../../testing/render';
import { BannerCarousel } from './banner-carousel';

/*
 * swiper ships only .mjs files, which the shared jest transform (`\.[jt]sx?$`) leaves alone, so
 * swiper itself cannot load here. A stand-in records the options it gets and the instance's calls.
 */
const instance = { slideNext: jest.fn(), slidePrev: jest.fn() };
const swiperProps: Array<Record<string, unknown>> = [];

jest.mock('swiper/modules', () => ({ A11y: 'A11y', Autoplay: 'Autoplay', Pagination: 'Pagination' }));
jest.mock('swiper/react', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    Swiper: ({ children, onSwiper, ...props }: { children: ReactNode; onSwiper: (swiper: unknown) => void }) => {
      swiperProps.push(props);
      useEffect(() => onSwiper(instance), [onSwiper]);
      return <div className="swiper">{children}</div>;
    },
    SwiperSlide: ({ children }: { children: ReactNode }) => <div className="swiper-slide">{children}</div>,
  };
});

const banners = [
  { image: '/img/banner-1.png', link: designLink('/goods/index') },
  { image: '/img/banner-2.png', link: designLink('/activity/second/index'), title: 'Flash sale' },
  { image: '', link: designLink('https://example.com/', 2) },
];

beforeEach(() => {
  swiperProps.length = 0;
});

describe('BannerCarousel', () => {
  it('renders every slide in a 445 px carousel, the first image eager, missing images as the empty picture', () => {
    renderWithRouter(<BannerCarousel items={banners} />);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel).toHaveStyle({ height: '445px' });
    expect(carousel.querySelectorAll('.swiper-slide')).toHaveLength(3);
    const first = within(carousel).getByRole('img', { name: 'Promotion 1' });
    expect(first).toHaveAttribute('src', '/img/banner-1.png');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(within(carousel).getByRole('img', { name: 'Flash sale' })).toHaveAttribute('loading', 'lazy');
    expect(within(carousel).getByRole('img', { name: 'Promotion 3' })).toHaveAttribute('src', EMPTY_IMAGE);
    expect(within(carousel).getByRole('link', { name: 'Promotion 3' })).toHaveAttribute('target', '_blank');
    expect(within(carousel).getByRole('link', { name: 'Flash sale' })).toHaveAttribute('href', '/activity/second/index');
  });

  it('autoplays every 3 s in a loop, with clickable dots named for screen readers', () => {
    renderWithRouter(<BannerCarousel items={banners} />);
    expect(swiperProps.at(-1)).toMatchObject({
      modules: ['Autoplay', 'Pagination', 'A11y'],
      loop: true,
      autoplay: { delay: CAROUSEL_INTERVAL_MS },
      pagination: { clickable: true },
      a11y: { prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide', paginationBulletMessage: 'Go to slide {{index}}' },
    });
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
  });

  it('has named previous and next buttons that move the slides', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BannerCarousel items={banners} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(instance.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('a single banner neither loops nor autoplays, and has no arrows', () => {
    renderWithRouter(<BannerCarousel items={banners.slice(0, 1)} />);
    expect(swiperProps.at(-1)).toMatchObject({ loop: false, autoplay: false });
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Promotion 1' })).toHaveAttribute('loading', 'eager');
  });
});
