export interface SpecValue {
  id: number;
  value: string;
}

/** A spec group such as Colour or Size, one value of which is chosen. */
export interface SpecGroup {
  id: number;
  name: string;
  list: SpecValue[];
}

export interface Sku {
  id: number;
  /** "12:31,13:35": specId:valueId pairs sorted by spec id; "" for goods without specs. */
  key: string;
  sell_price: string;
  market_price: string;
  stock: number;
  image: string;
}

export interface CommentCounts {
  all: number;
  good: number;
  mid: number;
  bad: number;
  img: number;
}

export interface GoodsDetail {
  id: number;
  name: string;
  subtitle: string;
  image: string;
  images: string[];
  sell_price: string;
  market_price: string;
  sales: number;
  stock: number;
  content: string;
  category_id: number;
  attr: SpecGroup[];
  skus: Sku[];
  is_favorite: boolean;
  comment: { total: number; good_rate: number; counts: CommentCounts };
  shop: { id: number; name: string; logo: string };
}

export type CommentType = keyof CommentCounts;

export interface Review {
  id: number;
  rating: number;
  content: string;
  images: string[];
  sku_text: string;
  created_at: string;
  user: { username: string; avatar: string };
}
