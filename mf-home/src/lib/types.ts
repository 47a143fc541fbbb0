import type { DesignLink, LinkItem } from '@shop/shared';

/** Value shapes of the home-only design blocks (spec section 3). Every field may be missing. */

/** Numbers and flags arrive as numbers or numeric strings. */
type Numeric = number | string;

export interface DesignGoods {
  id?: number | string;
  name?: string;
  image?: string;
  sell_price?: Numeric;
}

export interface CategoryMenuItem extends LinkItem {
  children?: LinkItem[];
}

export interface BannerItem {
  image?: string;
  title?: string;
  link?: DesignLink;
}

export interface PromotionItem {
  image?: string;
  title?: string;
  link?: DesignLink;
}

export interface CategoryBlockValue {
  data?: CategoryMenuItem[];
  banner?: BannerItem[];
  user?: { tips?: string; image?: string; list?: PromotionItem[] };
}

export interface ColumnBlockValue {
  style?: Numeric;
  title?: string;
  link?: DesignLink;
  image?: string;
  list?: DesignGoods[];
}

export interface GoodsBlockValue {
  is_title?: Numeric | boolean;
  is_price?: Numeric | boolean;
  list?: DesignGoods[];
}

export interface BlankBlockValue {
  height?: Numeric;
  background_color?: string;
}

export interface LineBlockValue {
  margin_vertical?: Numeric;
  margin_horizontal?: Numeric;
  style?: string;
  fill_color?: string;
}

export interface TextBlockValue {
  content?: string;
  background_color?: string;
  radiusLT?: Numeric;
  radiusRT?: Numeric;
  radiusLB?: Numeric;
  radiusRB?: Numeric;
  marginLR?: Numeric;
  marginTB?: Numeric;
}

export interface TitleBlockValue {
  style?: Numeric;
  title?: string;
  title_color?: string;
  title_font_size?: Numeric;
  margin?: Numeric;
  background_color?: string;
  title_line?: Numeric | boolean;
  is_more?: Numeric | boolean;
  moretitle?: string;
  more_color?: string;
  more_font_size?: Numeric;
  is_subtitle?: Numeric | boolean;
  subtitle?: string;
  subtitle_color?: string;
  subtitle_font_size?: Numeric;
  link?: DesignLink;
}
