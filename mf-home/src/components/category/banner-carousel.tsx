import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { CAROUSEL_INTERVAL_MS, CATEGORY_BANNER_HEIGHT_PX, LazyImage, SmartLink } from '@shop/shared';
import type { BannerItem } from '../../lib/types';
import './banner-carousel.css';

const arrowClass =
  'absolute top-1/2 z-10 flex h-12 w-8 -translate-y-1/2 items-center justify-center bg-black/25 text-2xl text-white opacity-0 transition group-hover:opacity-100 hover:bg-black/45 focus-visible:opacity-100';

/** The category banner: autoplay every 3 s, looping, with pagination dots and named prev/next buttons. */
export function BannerCarousel({ items }: { items: BannerItem[] }) {
  const { t } = useTranslation('home');
  const swiper = useRef<SwiperInstance | null>(null);
  const several = items.length > 1;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="banner-carousel"
      className="group relative overflow-hidden bg-slate-100 [--swiper-pagination-bullet-inactive-color:#fff] [--swiper-pagination-bullet-inactive-opacity:0.6] [--swiper-pagination-color:#e11d48]"
      style={{ height: CATEGORY_BANNER_HEIGHT_PX }}
    >
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop={several}
        autoplay={several ? { delay: CAROUSEL_INTERVAL_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: t('carousel.prev'),
          nextSlideMessage: t('carousel.next'),
          firstSlideMessage: t('carousel.first'),
          lastSlideMessage: t('carousel.last'),
          paginationBulletMessage: t('carousel.goTo', { index: '{{index}}' }),
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        className="h-full"
      >
        {items.map((item, index) => {
          const name = item.title || t('carousel.slide', { index: index + 1 });
          return (
            <SwiperSlide key={`${item.image}-${index}`}>
              <SmartLink link={item.link} aria-label={name} className="block h-full">
                <LazyImage priority={index === 0} src={item.image} alt={name} className="h-full w-full object-cover" />
              </SmartLink>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {several && (
        <>
          <button type="button" aria-label={t('carousel.prev')} className={`${arrowClass} left-0 rounded-r-md`} onClick={() => swiper.current?.slidePrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" aria-label={t('carousel.next')} className={`${arrowClass} right-0 rounded-l-md`} onClick={() => swiper.current?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
