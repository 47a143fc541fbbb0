import { z } from 'zod';
import { countValue, isoTime, listOf, recordId, yuan } from './answer-fields';
import { TEMPLATE_IDS } from './enums';
import { bodyIdField } from './field-rules';

/**
 * The back office's design editor (issue 15): a designer edits a draft of the home page, per
 * language, publishes it (shoppers read it at their next index/index) and rolls back to an earlier
 * version. Each block type's value is fixed here (spec sections 2 and 3), so that neither the API
 * nor the editor lets through a block the renderers cannot draw.
 */

/** The languages a design exists in: each is a design of its own, drafted and published apart. */
export const DESIGN_LANGS = ['zh-cn', 'en-us'] as const;
export type DesignLang = (typeof DESIGN_LANGS)[number];

/**
 * The designs the editor edits: the home page's block list, and the global layout (top bar, search
 * with the logo, navigation, footer) every page shows around its own content (index/global).
 */
export const DESIGN_KINDS = ['home', 'global'] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];

/** The block types of the home page (spec section 2), in the order the editor's palette lists them. */
export const HOME_BLOCK_TYPES = ['title', 'text', 'goods', 'column', 'category', 'blank', 'line', 'top', 'search', 'navigation', 'footer'] as const;
export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number];

/** Blocks one home page may hold, goods one goods block may show, links one list may hold. */
export const DESIGN_BLOCKS_MAX = 60;
export const DESIGN_GOODS_MAX = 30;
export const DESIGN_LINKS_MAX = 20;
/** The footer's columns and the links under each (the first being the column's title): spec section 2. */
export const FOOTER_COLUMNS_MAX = 5;
export const FOOTER_COLUMN_LINKS_MAX = 15;
export const NAVIGATION_LINKS_MAX = 8;
export const DESIGN_TEXT_MAX = 100;
export const DESIGN_HTML_MAX = 5000;
/** A version's note, as design_versions keeps it. */
export const DESIGN_NOTE_MAX = 100;

/** Link type 1 is a path inside the site, 2 an external URL opened in a new tab. */
export const DESIGN_LINK_TYPES = [1, 2] as const;

/** A colour as the renderers take it: `#rgb`, `#rrggbb` or `#rrggbbaa`, or empty for the default. */
export const DESIGN_COLOR_PATTERN = /^(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}))?$/;
/** A picture: empty, a path of this site, or an http(s) URL. */
const IMAGE_PATTERN = /^(?:|\/(?!\/)\S*|https?:\/\/\S+)$/;

const text = (max = DESIGN_TEXT_MAX) => z.string().trim().max(max);
const colorField = z.string().trim().regex(DESIGN_COLOR_PATTERN);
const imageField = z.string().trim().max(500).regex(IMAGE_PATTERN);
const size = (min: number, max: number) => z.number().int().min(min).max(max);
/** A design flag: 1 on, 0 off (the renderers also read `true` and '1', the editor stores numbers). */
const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * Where a design link leads: a path of this site (starting with `/`, or empty for no link) with
 * type 1, an http(s) URL with type 2. Nothing else (no `javascript:`) reaches a shopper's page.
 */
export const designLink = z
  .object({ path: z.string().trim().max(500), params: z.object({ type: z.union([z.literal(1), z.literal(2)]) }) })
  .refine((link) => (link.params.type === 2 ? /^https?:\/\/\S+$/.test(link.path) : link.path === '' || /^\/(?!\/)\S*$/.test(link.path)), {
    path: ['path'],
  });
export type DesignLinkInput = z.infer<typeof designLink>;

/** A titled link (navigation, top bar, footer); `image` for the lists that show pictures. */
export const designLinkItem = z.object({ title: text(), link: designLink, image: imageField.optional() });
export type DesignLinkItem = z.infer<typeof designLinkItem>;
const linkList = (max = DESIGN_LINKS_MAX) => z.array(designLinkItem).max(max);

/**
 * A product a goods or column block shows. The designer picks it by id; the API fills in the
 * catalogue's name, picture and price in the design's language when the draft is saved.
 */
export const designGoodsCard = z.object({ id: bodyIdField, name: z.string().max(200), image: z.string().max(500), sell_price: yuan });
export type DesignGoodsCard = z.infer<typeof designGoodsCard>;

export const titleBlockValue = z.object({
  style: z.union([z.literal(1), z.literal(2)]),
  title: text(60).min(1),
  title_color: colorField,
  title_font_size: size(12, 48),
  margin: size(0, 100),
  background_color: colorField,
  title_line: flag,
  is_more: flag,
  moretitle: text(20),
  more_color: colorField,
  more_font_size: size(10, 32),
  is_subtitle: flag,
  subtitle: text(60),
  subtitle_color: colorField,
  subtitle_font_size: size(10, 32),
  link: designLink,
});

export const textBlockValue = z.object({
  /** HTML: the shop sanitises it before it reaches a page. */
  content: z.string().max(DESIGN_HTML_MAX),
  background_color: colorField,
  radiusLT: size(0, 100),
  radiusRT: size(0, 100),
  radiusLB: size(0, 100),
  radiusRB: size(0, 100),
  marginLR: size(0, 300),
  marginTB: size(0, 300),
});

export const goodsBlockValue = z.object({ is_title: flag, is_price: flag, list: z.array(designGoodsCard).max(DESIGN_GOODS_MAX) });

/** Style 1: picture left, 3 goods right; 2: 3 goods left, picture right; 3: picture left, 4 goods right. */
export const columnBlockValue = z
  .object({
    style: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    title: text(60),
    link: designLink,
    image: imageField,
    list: z.array(designGoodsCard).max(4),
  })
  .refine((column) => column.list.length <= (column.style === 3 ? 4 : 3), { path: ['list'] });

export const categoryBlockValue = z.object({
  data: z.array(designLinkItem.extend({ children: linkList(40) })).max(DESIGN_LINKS_MAX),
  banner: z.array(z.object({ image: imageField, link: designLink, title: text().optional() })).max(10),
  user: z.object({ tips: text(), image: imageField, list: linkList(8) }),
});

export const blankBlockValue = z.object({ height: size(1, 500), background_color: colorField });

export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const lineBlockValue = z.object({ margin_vertical: size(0, 200), margin_horizontal: size(0, 600), style: z.enum(LINE_STYLES), fill_color: colorField });

export const topBlockValue = z.object({
  /** 1: a 32 px bar, 2: 40 px. */
  height_style: z.union([z.literal(1), z.literal(2)]),
  background_color: colorField,
  border_color: colorField,
  text_color: colorField,
  data: z.tuple([z.object({ tips: text(), list: linkList() }), z.object({ list: linkList() })]),
});

export const searchBlockValue = z.object({ path: designLink.shape.path, logo: imageField, text: text(40) });

export const navigationBlockValue = z.object({ data: linkList(NAVIGATION_LINKS_MAX) });

export const footerBlockValue = z.object({
  data: z.array(linkList(FOOTER_COLUMN_LINKS_MAX)).max(FOOTER_COLUMNS_MAX),
  links: linkList(),
  /** HTML, sanitised by the shop like a text block's. */
  copyright: z.string().max(1000),
});

const block = <Type extends HomeBlockType, Value extends z.ZodType>(type: Type, value: Value) => z.object({ type: z.literal(type), value });

/** One home block: its type and the value that type takes. */
export const homeBlockInput = z.discriminatedUnion('type', [
  block('title', titleBlockValue),
  block('text', textBlockValue),
  block('goods', goodsBlockValue),
  block('column', columnBlockValue),
  block('category', categoryBlockValue),
  block('blank', blankBlockValue),
  block('line', lineBlockValue),
  block('top', topBlockValue),
  block('search', searchBlockValue),
  block('navigation', navigationBlockValue),
  block('footer', footerBlockValue),
]);
export type HomeBlockInput = z.infer<typeof homeBlockInput>;
export type HomeBlockValue<Type extends HomeBlockType> = Extract<HomeBlockInput, { type: Type }>['value'];

/** A home page design as the designer saves it: the blocks, top to bottom. */
export const homeDesignInput = z.object({ list: z.array(homeBlockInput).max(DESIGN_BLOCKS_MAX) });
export type HomeDesignInput = z.infer<typeof homeDesignInput>;

/** The global layout's places, in the order the page shows them (index/global answers them by place). */
export const LAYOUT_PLACES = ['top', 'search', 'navigation', 'footer'] as const;
export type LayoutPlace = (typeof LAYOUT_PLACES)[number];

/** The global layout as the designer saves it: each place holds the block of its own type (spec section 3). */
export const layoutDesignInput = z.object({
  top: block('top', topBlockValue),
  search: block('search', searchBlockValue),
  navigation: block('navigation', navigationBlockValue),
  footer: block('footer', footerBlockValue),
});
export type LayoutDesignInput = z.infer<typeof layoutDesignInput>;

/** A design of either kind: the home page's blocks or the global layout's places. */
export const designDataInput = z.union([homeDesignInput, layoutDesignInput]);
export type DesignDataInput = z.infer<typeof designDataInput>;

/** The schema a design of `kind` must meet. */
export const designDataOf = (kind: DesignKind) => (kind === 'global' ? layoutDesignInput : homeDesignInput);

const designTarget = {
  temp_id: z.enum(TEMPLATE_IDS).default('pc'),
  kind: z.enum(DESIGN_KINDS).default('home'),
  lang: z.enum(DESIGN_LANGS),
};
/** The draft being edited; a save or publish made from an older one is refused (`design_stale`). */
const revisionField = z.number().int().min(1).max(2_147_483_647);

/** admin/design/detail and admin/design/history: which design. */
export const adminDesignQuery = z.object(designTarget);
export type AdminDesignQuery = z.infer<typeof adminDesignQuery>;

/** admin/design/save: the whole design (of its kind's shape), over the draft revision the designer started from. */
export const adminDesignSaveBody = z.object({ ...designTarget, data: designDataInput, revision: revisionField });
export type AdminDesignSaveBody = z.infer<typeof adminDesignSaveBody>;

/** admin/design/publish: the draft the designer has on screen, with an optional note for the history. */
export const adminDesignPublishBody = z.object({ ...designTarget, revision: revisionField, note: text(DESIGN_NOTE_MAX).default('') });
export type AdminDesignPublishBody = z.infer<typeof adminDesignPublishBody>;

/** admin/design/rollback: publish an earlier version again (the draft becomes that version too). */
export const adminDesignRollbackBody = z.object({ ...designTarget, version: bodyIdField, note: text(DESIGN_NOTE_MAX).default('') });
export type AdminDesignRollbackBody = z.infer<typeof adminDesignRollbackBody>;

/** admin/design/goods: the goods cards for ids a designer typed, in the design's language. */
export const adminDesignGoodsQuery = z.object({
  lang: z.enum(DESIGN_LANGS),
  ids: z
    .string()
    .trim()
    .regex(/^\d+(?:,\d+)*$/)
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(bodyIdField).max(DESIGN_GOODS_MAX)),
});
export type AdminDesignGoodsQuery = z.input<typeof adminDesignGoodsQuery>;

/** Who did it: the back-office user, null when the account is gone or for the design the shop opened with. */
const staffRef = z.object({ id: recordId, username: z.string(), name: z.string() }).nullable();

/** A design as the editor edits it: the draft (or the published design when no draft was kept yet). */
export const adminDesignDetail = z.object({
  temp_id: z.enum(TEMPLATE_IDS),
  kind: z.enum(DESIGN_KINDS),
  lang: z.enum(DESIGN_LANGS),
  /** The home page's `{list}`, or the global layout's `{top, search, navigation, footer}`. */
  data: designDataInput,
  /** What the next save or publish must send back. */
  revision: z.number().int().min(1),
  /** The version shoppers see now; 0 for the design the shop opened with, never published from here. */
  published_version: countValue,
  /** True when the draft is not what shoppers see. */
  changed: z.boolean(),
  updated_at: isoTime.nullable(),
  updated_by: staffRef,
});
export type AdminDesignDetail = z.infer<typeof adminDesignDetail>;

/** One published version, newest first. */
export const adminDesignVersion = z.object({
  version: recordId,
  note: z.string(),
  published_at: isoTime,
  published_by: staffRef,
  /** The version shoppers see now. */
  current: z.boolean(),
  /** The home page's blocks, or the global layout's places. */
  blocks: countValue,
});
export type AdminDesignVersion = z.infer<typeof adminDesignVersion>;

export const adminDesignHistoryAnswer = listOf(adminDesignVersion);
export type AdminDesignHistoryAnswer = z.infer<typeof adminDesignHistoryAnswer>;

export const adminDesignGoodsAnswer = listOf(designGoodsCard);
export type AdminDesignGoodsAnswer = z.infer<typeof adminDesignGoodsAnswer>;
