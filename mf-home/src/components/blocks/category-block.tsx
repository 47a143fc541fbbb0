import { CATEGORY_BANNER_HEIGHT_PX } from '@shop/shared';
import type { CategoryBlockValue } from '../../lib/types';
import { BannerCarousel } from '../category/banner-carousel';
import { CategoryMenu } from '../category/category-menu';
import { UserPanel } from '../category/user-panel';

/** The first screen: category menu with fly-out sub-menus, the banner carousel and the user panel. */
export function CategoryBlock({ value }: { value?: CategoryBlockValue }) {
  const menu = Array.isArray(value?.data) ? value.data : [];
  const banner = Array.isArray(value?.banner) ? value.banner : [];
  return (
    <section data-block="category" className="mx-auto mt-4 flex w-[1200px] rounded-lg shadow-sm" style={{ height: CATEGORY_BANNER_HEIGHT_PX }}>
      <CategoryMenu items={menu} />
      <div className="min-w-0 flex-1">
        <BannerCarousel items={banner} />
      </div>
      <UserPanel user={value?.user} />
    </section>
  );
}
