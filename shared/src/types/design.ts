import type { SiteLanguage as ContractSiteLanguage, SiteSettings as ContractSiteSettings } from '@shop/contract';
/** Design data of the server-configured layout and home page (spec section 3). */
export interface DesignLink {
  path?: string;
  params?: { type?: number | string; [key: string]: unknown };
}

export interface LinkItem {
  title?: string;
  link?: DesignLink;
  image?: string;
  icon?: string;
}

export interface TopBlockValue {
  height_style?: number | string;
  background_color?: string;
  border_color?: string;
  text_color?: string;
  data?: [{ tips?: string; list?: LinkItem[] }?, { list?: LinkItem[] }?];
}

export interface SearchBlockValue {
  path?: string;
  logo?: string;
  text?: string;
}

export interface NavigationBlockValue {
  data?: LinkItem[];
  list?: LinkItem[];
}

export interface FooterBlockValue {
  data?: LinkItem[][];
  links?: LinkItem[];
  copyright?: string;
}

export interface DesignBlock<V = Record<string, unknown>> {
  type: string;
  value: V;
}

export interface LayoutData {
  top?: DesignBlock<TopBlockValue>;
  search?: DesignBlock<SearchBlockValue>;
  navigation?: DesignBlock<NavigationBlockValue>;
  footer?: DesignBlock<FooterBlockValue>;
}

/** A language the site offers, as common/init lists it. */
export type SiteLanguage = ContractSiteLanguage;

/** common/init's answer, as the contract defines it. */
export type SiteSettings = ContractSiteSettings;
