/**
 * The demo shop's pictures, drawn in code so the seed needs no network and no binary files.
 * Every picture is a pure function of its name, so the same URL always gives the same image.
 */
import type { Lang } from '../../http/i18n';

const palettes: Array<[string, string]> = [
  ['#ff7a45', '#ff4d4f'],
  ['#36cfc9', '#1890ff'],
  ['#9254de', '#f759ab'],
  ['#73d13d', '#13c2c2'],
  ['#ffc53d', '#fa8c16'],
  ['#597ef7', '#2f54eb'],
  ['#ff85c0', '#eb2f96'],
  ['#5cdbd3', '#08979c'],
];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function svg(width: number, height: number, body: string, palette: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${body}
</svg>`;
}

const text = (x: number, y: number, size: number, content: string, extra = '', fill = '#fff') =>
  `<text x="${x}" y="${y}" font-family="Helvetica, Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${escapeXml(content)}</text>`;

/** Simple product silhouettes, drawn in white in a 200x200 box centred at (200, 170); product shots recolour them. */
const productKinds = [
  'phone',
  'laptop',
  'headphones',
  'watch',
  'sneaker',
  'handbag',
  'mug',
  'tshirt',
  'tablet',
  'earbuds',
  'keyboard',
  'mouse',
  'monitor',
  'backpack',
  'hoodie',
  'dress',
  'pan',
  'lamp',
  'pillow',
  'bottle',
  'jar',
  'lipstick',
  'box',
  'snack',
  'ball',
  'dumbbell',
  'mat',
  'flask',
] as const;
export type ProductKind = (typeof productKinds)[number];

const silhouettes: Record<ProductKind, string> = {
  phone: '<rect x="150" y="70" width="100" height="190" rx="16" fill="#fff"/><rect x="160" y="88" width="80" height="150" rx="4" fill="#1f1f1f" opacity=".85"/><circle cx="200" cy="248" r="5" fill="#bbb"/>',
  laptop: '<rect x="110" y="90" width="180" height="120" rx="8" fill="#fff"/><rect x="122" y="102" width="156" height="96" fill="#1f1f1f" opacity=".85"/><path d="M90 215h220l-18 28H108z" fill="#f0f0f0"/>',
  headphones: '<path d="M120 190v-30a80 80 0 0 1 160 0v30" stroke="#fff" stroke-width="16" fill="none"/><rect x="105" y="180" width="40" height="70" rx="14" fill="#fff"/><rect x="255" y="180" width="40" height="70" rx="14" fill="#fff"/>',
  watch: '<rect x="175" y="60" width="50" height="200" rx="12" fill="#f0f0f0" opacity=".8"/><circle cx="200" cy="160" r="55" fill="#fff"/><circle cx="200" cy="160" r="44" fill="#1f1f1f" opacity=".85"/><path d="M200 160V130M200 160l22 12" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  sneaker: '<path d="M95 215c0-30 10-60 30-70l40 20c20 10 50 10 70 0l30 25c30 5 45 15 45 25z" fill="#fff"/><rect x="95" y="215" width="215" height="16" rx="8" fill="#f0f0f0"/>',
  handbag: '<path d="M160 120a40 40 0 0 1 80 0" stroke="#fff" stroke-width="12" fill="none"/><path d="M120 120h160l20 130H100z" fill="#fff"/><rect x="185" y="150" width="30" height="16" rx="4" fill="#ffd666"/>',
  mug: '<rect x="130" y="100" width="120" height="150" rx="14" fill="#fff"/><path d="M250 130h20a30 30 0 0 1 0 60h-20" stroke="#fff" stroke-width="14" fill="none"/><path d="M165 80c0-15 15-15 15-30M205 80c0-15 15-15 15-30" stroke="#fff" stroke-width="6" fill="none" opacity=".7"/>',
  tshirt: '<path d="M150 75l-60 35 25 45 25-12v112h120V143l25 12 25-45-60-35c-5 20-25 30-50 30s-45-10-50-30z" fill="#fff"/>',
  tablet: '<rect x="115" y="65" width="170" height="215" rx="16" fill="#fff"/><rect x="127" y="80" width="146" height="185" rx="4" fill="#1f1f1f" opacity=".85"/>',
  earbuds: '<rect x="135" y="185" width="130" height="80" rx="36" fill="#fff"/><path d="M135 215h130" stroke="#1f1f1f" stroke-width="3" opacity=".3"/><circle cx="165" cy="120" r="26" fill="#fff"/><rect x="158" y="130" width="14" height="50" rx="7" fill="#fff"/><circle cx="235" cy="120" r="26" fill="#fff"/><rect x="228" y="130" width="14" height="50" rx="7" fill="#fff"/>',
  keyboard: '<rect x="75" y="125" width="250" height="100" rx="10" fill="#fff"/><path d="M92 145h216M92 167h216M92 189h216" stroke="#1f1f1f" stroke-width="12" stroke-dasharray="14 4" opacity=".55"/><rect x="140" y="202" width="120" height="12" rx="3" fill="#1f1f1f" opacity=".55"/>',
  mouse: '<rect x="150" y="80" width="100" height="170" rx="50" fill="#fff"/><path d="M200 80v55M150 135h100" stroke="#1f1f1f" stroke-width="3" opacity=".4"/><rect x="194" y="96" width="12" height="26" rx="6" fill="#1f1f1f" opacity=".6"/>',
  monitor: '<rect x="80" y="65" width="240" height="150" rx="8" fill="#fff"/><rect x="92" y="77" width="216" height="126" fill="#1f1f1f" opacity=".85"/><path d="M185 215h30l8 35h-46z" fill="#fff"/><rect x="150" y="248" width="100" height="10" rx="5" fill="#fff"/>',
  backpack: '<path d="M175 85a25 25 0 0 1 50 0" stroke="#fff" stroke-width="10" fill="none"/><rect x="130" y="85" width="140" height="180" rx="40" fill="#fff"/><rect x="152" y="180" width="96" height="62" rx="14" fill="#1f1f1f" opacity=".2"/><path d="M152 196h96" stroke="#1f1f1f" stroke-width="3" opacity=".3"/>',
  hoodie: '<path d="M160 72c0 30 80 30 80 0l55 28 22 150h-40l-12-95v125H135V155l-12 95H83l22-150z" fill="#fff"/><path d="M175 75c5 28 45 28 50 0" stroke="#1f1f1f" stroke-width="4" fill="none" opacity=".3"/><rect x="165" y="210" width="70" height="30" rx="6" fill="#1f1f1f" opacity=".15"/>',
  dress: '<path d="M175 65h50l-5 50 70 155H110l70-155z" fill="#fff"/><path d="M178 115h44" stroke="#1f1f1f" stroke-width="6" opacity=".25"/>',
  pan: '<circle cx="170" cy="170" r="85" fill="#fff"/><circle cx="170" cy="170" r="68" fill="#1f1f1f" opacity=".75"/><rect x="248" y="160" width="110" height="20" rx="10" fill="#fff"/>',
  lamp: '<path d="M150 70h100l35 85H115z" fill="#fff"/><rect x="195" y="155" width="10" height="95" fill="#fff"/><rect x="150" y="248" width="100" height="16" rx="8" fill="#fff"/>',
  pillow: '<path d="M105 95q95 25 190 0q-20 75 0 150q-95-25-190 0q20-75 0-150z" fill="#fff"/><path d="M130 120q70 15 140 0" stroke="#1f1f1f" stroke-width="3" fill="none" opacity=".15"/>',
  bottle: '<rect x="178" y="58" width="44" height="42" rx="6" fill="#1f1f1f" opacity=".75"/><rect x="150" y="98" width="100" height="170" rx="22" fill="#fff"/><rect x="165" y="150" width="70" height="60" rx="6" fill="#1f1f1f" opacity=".12"/>',
  jar: '<rect x="125" y="110" width="150" height="34" rx="10" fill="#1f1f1f" opacity=".7"/><rect x="120" y="142" width="160" height="110" rx="24" fill="#fff"/><rect x="150" y="180" width="100" height="36" rx="6" fill="#1f1f1f" opacity=".12"/>',
  lipstick: '<path d="M180 70l40 18v62h-40z" fill="#fff"/><rect x="170" y="150" width="60" height="30" rx="4" fill="#ffd666"/><rect x="165" y="178" width="70" height="90" rx="8" fill="#1f1f1f" opacity=".8"/>',
  box: '<path d="M115 110l85-35 85 35v130l-85 35-85-35z" fill="#fff"/><path d="M115 110l85 35 85-35M200 145v130" stroke="#1f1f1f" stroke-width="4" fill="none" opacity=".2"/><path d="M137 150l50 20v40l-50-20z" fill="#1f1f1f" opacity=".15"/>',
  snack: '<path d="M130 80l10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10v12q-15 85 0 170v12l-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10v-12q15-85 0-170z" fill="#fff"/><circle cx="200" cy="175" r="36" fill="#1f1f1f" opacity=".12"/>',
  ball: '<circle cx="200" cy="170" r="90" fill="#fff"/><path d="M110 170h180M200 80v180M137 106q40 64 0 128M263 106q-40 64 0 128" stroke="#1f1f1f" stroke-width="5" fill="none" opacity=".45"/>',
  dumbbell: '<rect x="95" y="120" width="36" height="100" rx="8" fill="#fff"/><rect x="131" y="135" width="20" height="70" rx="6" fill="#fff"/><rect x="151" y="162" width="98" height="16" rx="6" fill="#f0f0f0"/><rect x="249" y="135" width="20" height="70" rx="6" fill="#fff"/><rect x="269" y="120" width="36" height="100" rx="8" fill="#fff"/>',
  mat: '<rect x="95" y="120" width="210" height="100" rx="50" fill="#fff"/><circle cx="145" cy="170" r="50" fill="#fff"/><circle cx="145" cy="170" r="38" fill="none" stroke="#1f1f1f" stroke-width="3" opacity=".25"/><circle cx="145" cy="170" r="22" fill="none" stroke="#1f1f1f" stroke-width="3" opacity=".25"/>',
  flask: '<rect x="178" y="60" width="44" height="30" rx="8" fill="#1f1f1f" opacity=".75"/><rect x="160" y="88" width="80" height="185" rx="26" fill="#fff"/><path d="M160 130h80M160 235h80" stroke="#1f1f1f" stroke-width="4" opacity=".2"/>',
};

/** Product colours: a shot shows the goods in one of them, on a light studio backdrop. */
const productShades = ['#2b2b2e', '#c8ccd4', '#3a6ea5', '#d64545', '#4c9a6a', '#e89bb5', '#d4a857', '#8b5a3c', '#24345c', '#f08a3c', '#7d5ba6', '#b9b2a3'];

const tinted = (kind: ProductKind, colour: string) =>
  silhouettes[kind].replace(/"#fff"/g, `"${colour}"`).replace(/"#f0f0f0"/g, `"${colour}" fill-opacity=".8"`);

/** A studio shot of a product: view 1 front, 2 close-up, 3 on a plinth, 4 a pair side by side. */
function productShot(kind: ProductKind, shade: number, view: number): string | null {
  const colour = productShades[shade];
  if (!colour || view < 1 || view > 4) return null;
  const backdrop: [string, string] = view === 3 ? ['#fdf6ec', '#f3e3cc'] : ['#fafafa', '#e6e8ee'];
  const floor = '<ellipse cx="200" cy="330" rx="130" ry="16" fill="#000" opacity=".08"/>';
  const product = tinted(kind, colour);
  const bodies = [
    `${floor}<g transform="translate(0 40)">${product}</g>`,
    `<g transform="translate(200 210) scale(1.45) translate(-200 -170)">${product}</g>`,
    `<rect x="90" y="300" width="220" height="40" rx="6" fill="#fff" opacity=".9"/><circle cx="320" cy="90" r="46" fill="#fff" opacity=".6"/><g transform="translate(0 20)">${product}</g>`,
    `${floor}<g transform="translate(-5 95) scale(.7)">${product}</g><g transform="translate(125 95) scale(.7)">${product}</g>`,
  ];
  return svg(400, 400, bodies[view - 1]!, backdrop);
}

/** A category tile: the product kind on a soft round badge. */
function categoryImage(kind: ProductKind, shade: number): string | null {
  const colour = productShades[shade];
  if (!colour) return null;
  const badge = `<circle cx="100" cy="100" r="84" fill="#fff" opacity=".9"/><g transform="translate(100 100) scale(.62) translate(-200 -170)">${tinted(kind, colour)}</g>`;
  return svg(200, 200, badge, ['#fff7f0', '#ffe7d6']);
}

const shopMarks = [
  '<path d="M60 35l25 50H35z" fill="#fff"/>',
  '<circle cx="60" cy="60" r="24" fill="none" stroke="#fff" stroke-width="9"/>',
  '<rect x="38" y="38" width="44" height="44" rx="8" fill="#fff" transform="rotate(45 60 60)"/>',
  '<path d="M35 75q25-50 50 0" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="60" cy="45" r="8" fill="#fff"/>',
  '<path d="M40 40h40v10H52v8h22v10H52v12H40z" fill="#fff"/>',
  '<path d="M60 32c18 14 18 42 0 56c-18-14-18-42 0-56z" fill="#fff"/>',
];

/** A shop's emblem: a mark without words, so it reads the same in every language. */
function shopLogo(index: number): string | null {
  const mark = shopMarks[index - 1];
  if (!mark) return null;
  return svg(120, 120, mark, palettes[index % palettes.length]!);
}

const shopBannerKinds: ProductKind[][] = [
  ['phone', 'headphones', 'watch'],
  ['laptop', 'keyboard', 'monitor'],
  ['sneaker', 'hoodie', 'backpack'],
  ['mug', 'lamp', 'pillow'],
  ['bottle', 'lipstick', 'jar'],
  ['ball', 'dumbbell', 'flask'],
];

function shopBanner(index: number): string | null {
  const kinds = shopBannerKinds[index - 1];
  if (!kinds) return null;
  const products = kinds.map((kind, i) => `<g transform="translate(${560 + i * 200} 20) scale(.75)">${silhouettes[kind]}</g>`).join('');
  return svg(1200, 300, `<circle cx="140" cy="250" r="160" fill="#fff" opacity=".1"/><circle cx="980" cy="40" r="120" fill="#fff" opacity=".12"/>${products}`, palettes[(index + 2) % palettes.length]!);
}

type ImageLang = 'en' | 'zh';

/** Images with words come in each language, so an English page never shows Chinese in a picture. */
const bannerCopy: Array<{ title: Record<ImageLang, string>; subtitle: Record<ImageLang, string>; kind: ProductKind }> = [
  { title: { en: 'New season, new gear', zh: '新品上市 焕新出发' }, subtitle: { en: '50 off every 299', zh: '满299减50' }, kind: 'headphones' },
  { title: { en: 'Flash sale every day', zh: '限时秒杀 每日开抢' }, subtitle: { en: 'New deals at 10:00', zh: '每日10点 准时开抢' }, kind: 'watch' },
  { title: { en: 'Group up and save', zh: '拼团更优惠' }, subtitle: { en: 'Three friends, one low price', zh: '3人成团 一起省' }, kind: 'sneaker' },
];
const shopNow: Record<ImageLang, string> = { en: 'Shop now', zh: '立即抢购' };

const leftText = (x: number, y: number, size: number, content: string, extra = '', fill = '#fff') =>
  text(x, y, size, content, `${extra} text-anchor="start"`, fill).replace(' text-anchor="middle"', '');

/** A banner sized for the slot between the category menu and the user panel (760 x 445). */
function bannerImage(index: number, lang: ImageLang): string | null {
  const copy = bannerCopy[index - 1];
  if (!copy) return null;
  const body = `<circle cx="690" cy="70" r="150" fill="#fff" opacity=".12"/><circle cx="60" cy="420" r="110" fill="#fff" opacity=".1"/>
${leftText(56, 170, 40, copy.title[lang], 'font-weight="bold"')}
${leftText(56, 226, 26, copy.subtitle[lang])}
<rect x="56" y="268" width="156" height="48" rx="24" fill="#fff" opacity=".95"/>
${text(134, 300, 22, shopNow[lang], 'font-weight="bold"', '#333')}
<g transform="translate(430 70) scale(1.35)">${silhouettes[copy.kind]}</g>`;
  return svg(760, 445, body, palettes[(index * 3) % palettes.length]!);
}

const promoLabels: Array<Record<ImageLang, string>> = [
  { en: 'Coupons', zh: '领券中心' },
  { en: 'Points', zh: '积分商城' },
  { en: 'Bargain', zh: '砍价' },
  { en: 'Limited', zh: '限购' },
];

function promoImage(index: number, lang: ImageLang): string | null {
  const label = promoLabels[index - 1];
  if (!label) return null;
  return svg(200, 200, `<circle cx="100" cy="80" r="44" fill="#fff" opacity=".9"/>${text(100, 95, 40, String(index), 'font-weight="bold"', '#333')}${text(100, 170, 24, label[lang])}`, palettes[index + 1]!);
}

const columnLabels: Array<Record<ImageLang, string>> = [
  { en: 'Digital', zh: '数码' },
  { en: 'Fashion', zh: '服饰' },
  { en: 'Home', zh: '家居' },
];
const explore: Record<ImageLang, string> = { en: 'Explore ›', zh: '去逛逛 ›' };

function columnImage(index: number, lang: ImageLang): string | null {
  const label = columnLabels[index - 1];
  if (!label) return null;
  const kind = productKinds[index * 2]!;
  return svg(
    240,
    480,
    `<g transform="translate(-80 60)">${silhouettes[kind]}</g>${text(120, 60, 30, label[lang], 'font-weight="bold"')}${text(120, 430, 20, explore[lang])}`,
    palettes[index + 4]!,
  );
}

const fixedImages: Record<string, () => string> = {
  logo: () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7a45"/><stop offset="1" stop-color="#ff4d4f"/></linearGradient></defs><circle cx="40" cy="40" r="30" fill="url(#g)"/><path d="M28 24v32h24" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/><text x="80" y="50" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="bold" fill="#ff4d4f">Lumen</text></svg>`,
  avatar: () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="60" fill="#e6f4ff"/><circle cx="60" cy="46" r="22" fill="#91caff"/><path d="M20 104a40 36 0 0 1 80 0" fill="#91caff"/></svg>`,
  empty: () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f5f5f5"/><rect x="130" y="140" width="140" height="110" rx="10" fill="none" stroke="#d9d9d9" stroke-width="8"/><circle cx="170" cy="180" r="12" fill="#d9d9d9"/><path d="M140 240l40-40 30 30 20-20 30 30" stroke="#d9d9d9" stroke-width="8" fill="none"/></svg>`,
  'flag-zh': () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20"><rect width="30" height="20" fill="#de2910"/><path d="M5 3l1.2 3.6H10L7 8.8l1.1 3.6L5 10.2 1.9 12.4 3 8.8 0 6.6h3.8z" fill="#ffde00"/></svg>`,
  'flag-en': () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20"><rect width="30" height="20" fill="#012169"/><path d="M0 0l30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" stroke-width="1.5"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.5"/></svg>`,
};

const isProductKind = (name: string): name is ProductKind => (productKinds as readonly string[]).includes(name);

const named: Array<[RegExp, (match: RegExpExecArray) => string | null]> = [
  [/^goods-([a-z]+)-(\d{1,2})-(\d)$/, ([, kind, shade, view]) => (isProductKind(kind!) ? productShot(kind, Number(shade), Number(view)) : null)],
  [/^category-([a-z]+)-(\d{1,2})$/, ([, kind, shade]) => (isProductKind(kind!) ? categoryImage(kind, Number(shade)) : null)],
  [/^shop-logo-(\d)$/, ([, n]) => shopLogo(Number(n))],
  [/^shop-banner-(\d)$/, ([, n]) => shopBanner(Number(n))],
];

// Pictures with words: `banner-1-en`; the name without a language (older designs) is Chinese.
const worded: Array<[RegExp, (n: number, lang: ImageLang) => string | null]> = [
  [/^banner-(\d)(?:-(en|zh))?$/, bannerImage],
  [/^promo-(\d)(?:-(en|zh))?$/, promoImage],
  [/^column-(\d)(?:-(en|zh))?$/, columnImage],
];

/** The SVG source of a named picture, or null when no such picture exists. */
export function renderImage(name: string): string | null {
  const fixed = fixedImages[name];
  if (fixed) return fixed();
  for (const [pattern, render] of named) {
    const match = pattern.exec(name);
    if (match) return render(match);
  }
  for (const [pattern, render] of worded) {
    const match = pattern.exec(name);
    if (match) return render(Number(match[1]), (match[2] as ImageLang | undefined) ?? 'zh');
  }
  return null;
}

export const imageUrl = (name: string) => `/homeapi/static/img/${name}.svg`;

/** The URL of a picture with words, in the page's language. */
export const wordedImageUrl = (name: string, lang: Lang) => imageUrl(`${name}-${lang === 'en-us' ? 'en' : 'zh'}`);

/** The URL of one studio shot of a product (see productShot). */
export const productShotUrl = (kind: ProductKind, shade: number, view: number) => imageUrl(`goods-${kind}-${shade}-${view}`);

export const categoryImageUrl = (kind: ProductKind, shade: number) => imageUrl(`category-${kind}-${shade}`);
