/**
 * The demo shop's pictures, drawn in code so the seed needs no network and no binary files.
 * Every picture is a pure function of its name, so the same URL always gives the same image.
 */

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

/** Simple product silhouettes, drawn in a 200x200 box centred at (200, 170). */
export const productKinds = ['phone', 'laptop', 'headphones', 'watch', 'sneaker', 'handbag', 'mug', 'tshirt'] as const;
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
};

function productImage(id: number): string {
  const kind = productKinds[(id - 1) % productKinds.length]!;
  const palette = palettes[(id - 1) % palettes.length]!;
  const body = `${silhouettes[kind]}
<rect x="0" y="330" width="400" height="70" fill="#000" opacity=".18"/>
${text(200, 375, 28, `LUMEN · ${kind.toUpperCase()} ${String(id).padStart(2, '0')}`, 'font-weight="bold"')}`;
  return svg(400, 400, body, palette);
}

const bannerCopy: Array<{ title: string; subtitle: string; kind: ProductKind }> = [
  { title: 'New season, new gear', subtitle: '新品上市 · 满299减50', kind: 'headphones' },
  { title: 'Flash sale every day', subtitle: '限时秒杀 · 每日10点开抢', kind: 'watch' },
  { title: 'Group up and save', subtitle: '拼团更优惠 · 3人成团', kind: 'sneaker' },
];

function bannerImage(index: number): string | null {
  const copy = bannerCopy[index - 1];
  if (!copy) return null;
  const body = `<circle cx="1050" cy="90" r="160" fill="#fff" opacity=".12"/><circle cx="120" cy="420" r="120" fill="#fff" opacity=".1"/>
${text(420, 200, 64, copy.title, 'font-weight="bold"')}
${text(420, 270, 36, copy.subtitle)}
<rect x="330" y="310" width="180" height="52" rx="26" fill="#fff" opacity=".95"/>
${text(420, 345, 24, 'Shop now 立即抢购', '', '#333')}
<g transform="translate(760 40) scale(1.6)">${silhouettes[copy.kind]}</g>`;
  return svg(1200, 445, body, palettes[(index * 3) % palettes.length]!);
}

function promoImage(index: number): string | null {
  const labels = ['Coupons 领券', 'Points 积分', 'Bargain 砍价', 'Limited 限购'];
  const label = labels[index - 1];
  if (!label) return null;
  return svg(200, 200, `<circle cx="100" cy="80" r="44" fill="#fff" opacity=".9"/>${text(100, 95, 40, String(index), 'font-weight="bold"', '#333')}${text(100, 170, 22, label)}`, palettes[index + 1]!);
}

function columnImage(index: number): string | null {
  const labels = ['Digital 数码', 'Fashion 服饰', 'Home 家居'];
  const label = labels[index - 1];
  if (!label) return null;
  const kind = productKinds[index * 2]!;
  return svg(
    240,
    480,
    `<g transform="translate(-80 60)">${silhouettes[kind]}</g>${text(120, 60, 30, label, 'font-weight="bold"')}${text(120, 430, 20, 'Explore 去逛逛 ›')}`,
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

const numbered: Array<[RegExp, (n: number) => string | null]> = [
  [/^goods-(\d{1,3})$/, (n) => (n >= 1 && n <= 200 ? productImage(n) : null)],
  [/^banner-(\d)$/, bannerImage],
  [/^promo-(\d)$/, promoImage],
  [/^column-(\d)$/, columnImage],
];

/** The SVG source of a named picture, or null when no such picture exists. */
export function renderImage(name: string): string | null {
  const fixed = fixedImages[name];
  if (fixed) return fixed();
  for (const [pattern, render] of numbered) {
    const match = pattern.exec(name);
    if (match) return render(Number(match[1]));
  }
  return null;
}

export const imageUrl = (name: string) => `/homeapi/static/img/${name}.svg`;
