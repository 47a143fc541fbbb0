import type { Bilingual } from '../lib/bilingual';
import type { ProductKind } from '../modules/image';

/**
 * The demo catalogue as written by a merchandiser: categories, shops, spec presets and goods.
 * Ids follow the order of these lists (categories: top ones first, then the leaves in order),
 * so the home design and the tests can name them.
 */

type CategoryDef = { key: string; name: Bilingual; kind: ProductKind; shade: number };

export const categoryTree: Array<CategoryDef & { leaves: CategoryDef[] }> = [
  {
    key: 'digital', name: { en: 'Phones & digital', zh: '手机数码' }, kind: 'phone', shade: 2,
    leaves: [
      { key: 'phones', name: { en: 'Smartphones', zh: '智能手机' }, kind: 'phone', shade: 0 },
      { key: 'audio', name: { en: 'Earphones & headphones', zh: '耳机耳麦' }, kind: 'headphones', shade: 3 },
      { key: 'watches', name: { en: 'Watches & wearables', zh: '手表穿戴' }, kind: 'watch', shade: 8 },
      { key: 'tablets', name: { en: 'Tablets', zh: '平板电脑' }, kind: 'tablet', shade: 1 },
    ],
  },
  {
    key: 'computers', name: { en: 'Computers & office', zh: '电脑办公' }, kind: 'laptop', shade: 8,
    leaves: [
      { key: 'laptops', name: { en: 'Laptops', zh: '笔记本电脑' }, kind: 'laptop', shade: 1 },
      { key: 'monitors', name: { en: 'Monitors', zh: '显示器' }, kind: 'monitor', shade: 0 },
      { key: 'peripherals', name: { en: 'Keyboards & mice', zh: '键盘鼠标' }, kind: 'keyboard', shade: 2 },
    ],
  },
  {
    key: 'shoes-bags', name: { en: 'Shoes & bags', zh: '鞋靴箱包' }, kind: 'sneaker', shade: 9,
    leaves: [
      { key: 'sport-shoes', name: { en: 'Sports shoes', zh: '运动鞋' }, kind: 'sneaker', shade: 3 },
      { key: 'handbags', name: { en: 'Handbags', zh: '女士手提包' }, kind: 'handbag', shade: 7 },
      { key: 'backpacks', name: { en: 'Backpacks & travel bags', zh: '双肩包旅行包' }, kind: 'backpack', shade: 8 },
    ],
  },
  {
    key: 'clothing', name: { en: 'Clothing', zh: '服饰内衣' }, kind: 'tshirt', shade: 4,
    leaves: [
      { key: 'tshirts', name: { en: 'T-shirts', zh: 'T恤' }, kind: 'tshirt', shade: 11 },
      { key: 'shirts', name: { en: 'Shirts', zh: '衬衫' }, kind: 'tshirt', shade: 2 },
      { key: 'hoodies', name: { en: 'Hoodies & sweatshirts', zh: '卫衣' }, kind: 'hoodie', shade: 0 },
      { key: 'dresses', name: { en: 'Dresses', zh: '连衣裙' }, kind: 'dress', shade: 5 },
    ],
  },
  {
    key: 'home', name: { en: 'Home & kitchen', zh: '家居厨具' }, kind: 'mug', shade: 6,
    leaves: [
      { key: 'cups', name: { en: 'Mugs & cups', zh: '水杯茶具' }, kind: 'mug', shade: 9 },
      { key: 'cookware', name: { en: 'Cookware', zh: '锅具' }, kind: 'pan', shade: 0 },
      { key: 'lighting', name: { en: 'Lighting', zh: '灯具照明' }, kind: 'lamp', shade: 6 },
      { key: 'bedding', name: { en: 'Bedding', zh: '床上用品' }, kind: 'pillow', shade: 1 },
    ],
  },
  {
    key: 'beauty', name: { en: 'Beauty & care', zh: '美妆个护' }, kind: 'bottle', shade: 5,
    leaves: [
      { key: 'skincare', name: { en: 'Skincare', zh: '护肤' }, kind: 'jar', shade: 11 },
      { key: 'makeup', name: { en: 'Makeup', zh: '彩妆' }, kind: 'lipstick', shade: 3 },
    ],
  },
  {
    key: 'food', name: { en: 'Food & drink', zh: '食品饮料' }, kind: 'box', shade: 7,
    leaves: [
      { key: 'tea-coffee', name: { en: 'Tea & coffee', zh: '茶叶咖啡' }, kind: 'box', shade: 4 },
      { key: 'snacks', name: { en: 'Snacks', zh: '休闲零食' }, kind: 'snack', shade: 9 },
    ],
  },
  {
    key: 'sports', name: { en: 'Sports & outdoors', zh: '运动户外' }, kind: 'ball', shade: 9,
    leaves: [
      { key: 'balls', name: { en: 'Ball sports', zh: '球类运动' }, kind: 'ball', shade: 9 },
      { key: 'fitness', name: { en: 'Fitness', zh: '健身器材' }, kind: 'dumbbell', shade: 0 },
      { key: 'yoga', name: { en: 'Yoga', zh: '瑜伽' }, kind: 'mat', shade: 10 },
      { key: 'outdoor', name: { en: 'Outdoor gear', zh: '户外装备' }, kind: 'flask', shade: 4 },
    ],
  },
];

type ShopDef = { name: Bilingual; description: Bilingual; rating: number };

/** Shop n has the logo shop-logo-n and the banner shop-banner-n. */
export const shopDefs: ShopDef[] = [
  {
    name: { en: 'Lumen Official Store', zh: '流明官方旗舰店' },
    description: { en: 'Phones, computers and smart gear from Lumen, with official warranty.', zh: '流明官方直营，手机、电脑与智能设备，享官方质保。' },
    rating: 49,
  },
  {
    name: { en: 'Stride Sports', zh: '步履运动专营店' },
    description: { en: 'Shoes, bags and kit for runners, hikers and weekend travellers.', zh: '跑者、徒步与周末旅行的鞋包装备。' },
    rating: 47,
  },
  {
    name: { en: 'Linen & Loom', zh: '棉麻织造' },
    description: { en: 'Everyday clothing in natural fibres, cut for comfort.', zh: '天然面料的日常服饰，舒适剪裁。' },
    rating: 48,
  },
  {
    name: { en: 'Hearth Home', zh: '暖居家居馆' },
    description: { en: 'Kitchenware, lighting and bedding for a warmer home.', zh: '厨具、灯具与床品，让家更温暖。' },
    rating: 46,
  },
  {
    name: { en: 'Bloom Beauty', zh: '花漾美妆' },
    description: { en: 'Gentle skincare and lasting colour, dermatologist tested.', zh: '温和护肤与持久彩妆，经皮肤科测试。' },
    rating: 48,
  },
  {
    name: { en: 'Harvest Pantry', zh: '丰收食品铺' },
    description: { en: 'Teas, coffee and snacks sourced from small farms.', zh: '源自小农场的茶叶、咖啡与零食。' },
    rating: 47,
  },
];

/** The demo catalogue's brands, in the order the back office lists them. */
export const brandDefs: Array<{ key: string; name: Bilingual }> = [
  { key: 'lumen', name: { en: 'Lumen', zh: '流明' } },
  { key: 'sonance', name: { en: 'Sonance', zh: '声澜' } },
  { key: 'pulse', name: { en: 'Pulse', zh: '脉动' } },
  { key: 'keystone', name: { en: 'Keystone', zh: '键石' } },
  { key: 'stride', name: { en: 'Stride', zh: '步履' } },
  { key: 'summit', name: { en: 'Summit', zh: '峰野' } },
  { key: 'vigor', name: { en: 'Vigor', zh: '活力派' } },
  { key: 'loom', name: { en: 'Linen & Loom', zh: '棉麻织造' } },
  { key: 'maple', name: { en: 'Maple', zh: '枫叶' } },
  { key: 'hearth', name: { en: 'Hearth', zh: '暖居' } },
  { key: 'halo', name: { en: 'Halo', zh: '光环' } },
  { key: 'cloudnest', name: { en: 'Cloudnest', zh: '云巢' } },
  { key: 'bloom', name: { en: 'Bloom', zh: '花漾' } },
  { key: 'velvet', name: { en: 'Velvet', zh: '丝绒' } },
  { key: 'harvest', name: { en: 'Harvest', zh: '丰收' } },
  { key: 'crunch', name: { en: 'Crunch', zh: '脆乐' } },
];

/**
 * Each leaf category's brands; goods of a leaf with two take them in turn, so that a list has more
 * than one brand to choose from.
 */
export const leafBrands: Record<string, string[]> = {
  phones: ['lumen'],
  laptops: ['lumen'],
  tablets: ['lumen'],
  audio: ['sonance', 'lumen'],
  watches: ['pulse'],
  monitors: ['keystone', 'lumen'],
  peripherals: ['keystone'],
  'sport-shoes': ['stride', 'vigor'],
  backpacks: ['summit', 'stride'],
  outdoor: ['summit'],
  balls: ['vigor'],
  fitness: ['vigor'],
  yoga: ['vigor', 'stride'],
  handbags: ['maple', 'loom'],
  tshirts: ['loom', 'stride'],
  shirts: ['loom'],
  hoodies: ['loom'],
  dresses: ['loom', 'maple'],
  cups: ['hearth'],
  cookware: ['hearth'],
  lighting: ['halo'],
  bedding: ['cloudnest'],
  skincare: ['bloom'],
  makeup: ['velvet', 'bloom'],
  'tea-coffee': ['harvest'],
  snacks: ['crunch', 'harvest'],
};

type SpecValueDef = { value: Bilingual; deltaCents?: number; shade?: number };
type SpecDef = { name: Bilingual; values: SpecValueDef[] };

const colour = (values: Array<[string, string, number]>): SpecDef => ({
  name: { en: 'Colour', zh: '颜色' },
  values: values.map(([en, zh, shade]) => ({ value: { en, zh }, shade })),
});
const sized = (en: string, zh: string, values: Array<[string, string, number?]>): SpecDef => ({
  name: { en, zh },
  values: values.map(([valueEn, valueZh, deltaCents]) => ({ value: { en: valueEn, zh: valueZh }, deltaCents })),
});

export const specPresets = {
  phoneColour: colour([['Midnight black', '午夜黑', 0], ['Starlight silver', '星光银', 1], ['Ocean blue', '海洋蓝', 2]]),
  techColour: colour([['Graphite', '石墨黑', 0], ['Silver', '银色', 1]]),
  audioColour: colour([['Black', '黑色', 0], ['White', '白色', 1], ['Rose pink', '玫瑰粉', 5]]),
  basicColour: colour([['Black', '黑色', 0], ['Navy', '藏青', 8], ['Oatmeal', '燕麦色', 11]]),
  bagColour: colour([['Caramel', '焦糖色', 7], ['Black', '黑色', 0], ['Burgundy', '酒红', 3]]),
  shoeColour: colour([['Coral red', '珊瑚红', 3], ['Cloud grey', '云雾灰', 1]]),
  homeColour: colour([['Sage green', '鼠尾草绿', 4], ['Terracotta', '陶土橙', 9], ['Cream', '奶油白', 11]]),
  sportColour: colour([['Orange', '活力橙', 9], ['Purple', '薰衣草紫', 10], ['Black', '黑色', 0]]),
  phoneStorage: sized('Storage', '存储容量', [['128 GB', '128GB'], ['256 GB', '256GB', 50000], ['512 GB', '512GB', 120000]]),
  tabletStorage: sized('Storage', '存储容量', [['64 GB', '64GB'], ['256 GB', '256GB', 80000]]),
  laptopConfig: sized('Configuration', '配置', [['16 GB + 512 GB', '16GB+512GB'], ['32 GB + 1 TB', '32GB+1TB', 150000]]),
  watchStrap: sized('Strap', '表带', [['Sport band', '运动表带'], ['Leather strap', '真皮表带', 20000]]),
  keySwitch: sized('Switch', '轴体', [['Red', '红轴'], ['Brown', '茶轴'], ['Blue', '青轴', 2000]]),
  monitorSize: sized('Screen size', '屏幕尺寸', [['24 inch', '24英寸'], ['27 inch', '27英寸', 40000]]),
  shoeSize: sized('Size', '尺码', [['EU 38', '38码'], ['EU 39', '39码'], ['EU 40', '40码'], ['EU 41', '41码'], ['EU 42', '42码'], ['EU 43', '43码'], ['EU 44', '44码']]),
  clothingSize: sized('Size', '尺码', [['S', 'S'], ['M', 'M'], ['L', 'L'], ['XL', 'XL'], ['XXL', 'XXL', 1000]]),
  cupCapacity: sized('Capacity', '容量', [['350 ml', '350ml'], ['500 ml', '500ml', 1000]]),
  panSize: sized('Diameter', '直径', [['24 cm', '24厘米'], ['28 cm', '28厘米', 6000]]),
  beddingSize: sized('Bed size', '适用床宽', [['1.5 m', '1.5米'], ['1.8 m', '1.8米', 10000]]),
  skincareVolume: sized('Volume', '容量', [['30 ml', '30ml'], ['50 ml', '50ml', 8000]]),
  lipShade: colour([['Ruby red', '正红色', 3], ['Rose', '玫瑰豆沙', 5], ['Coral', '珊瑚橘', 9]]),
  foodWeight: sized('Weight', '净含量', [['250 g', '250克'], ['500 g', '500克', 4000]]),
  snackFlavour: sized('Flavour', '口味', [['Original', '原味'], ['Spicy', '香辣'], ['Seaweed', '海苔']]),
  ballSize: sized('Size', '规格', [['Size 5', '5号球'], ['Size 7', '7号球', 3000]]),
  dumbbellWeight: sized('Weight', '重量', [['5 kg', '5公斤'], ['10 kg', '10公斤', 6000], ['15 kg', '15公斤', 12000]]),
  matThickness: sized('Thickness', '厚度', [['6 mm', '6毫米'], ['10 mm', '10毫米', 3000]]),
} satisfies Record<string, SpecDef>;

type SpecPresetKey = keyof typeof specPresets;

export type GoodsDef = {
  leaf: string;
  shop: number;
  kind: ProductKind;
  shade: number;
  name: Bilingual;
  subtitle: Bilingual;
  priceCents: number;
  marketCents: number;
  specs: SpecPresetKey[];
  status?: 'off';
  /** Every SKU at stock 0. */
  soldOut?: boolean;
};

type Extra = Pick<GoodsDef, 'status' | 'soldOut'>;

const def = (
  leaf: string,
  shop: number,
  [kind, shade]: [ProductKind, number],
  [en, zh]: [string, string],
  [subtitleEn, subtitleZh]: [string, string],
  [price, market]: [number, number],
  specs: SpecPresetKey[],
  extra: Extra = {},
): GoodsDef => ({
  leaf,
  shop,
  kind,
  shade,
  name: { en, zh },
  subtitle: { en: subtitleEn, zh: subtitleZh },
  priceCents: price * 100,
  marketCents: market * 100,
  specs,
  ...extra,
});

/** Goods 1..16 are the ones the home design features. */
export const goodsDefs: GoodsDef[] = [
  def('phones', 1, ['phone', 0], ['Lumen X1 smartphone 128 GB', '流明 X1 智能手机 128GB'], ['6.1-inch OLED, all-day battery', '6.1英寸OLED屏 超长续航'], [2599, 2999], ['phoneColour']),
  def('laptops', 1, ['laptop', 1], ['AirBook 14 ultralight laptop', 'AirBook 14 超轻薄笔记本'], ['1.2 kg, 14-inch 2.8K display', '仅重1.2kg 14英寸2.8K屏'], [5499, 5999], ['techColour', 'laptopConfig']),
  def('audio', 1, ['headphones', 0], ['Quiet noise-cancelling headphones', '静享 主动降噪耳机'], ['40 dB active noise cancelling, 30 h battery', '40dB深度降噪 30小时续航'], [899, 1199], ['audioColour']),
  def('watches', 1, ['watch', 8], ['Pulse fitness smartwatch', 'Pulse 运动智能手表'], ['Heart rate, GPS and 14-day battery', '心率监测 GPS 14天续航'], [1299, 1499], ['techColour', 'watchStrap']),
  def('sport-shoes', 2, ['sneaker', 3], ['Cloudstep running shoes', '云步 轻量跑鞋'], ['Cushioned foam, breathable mesh upper', '轻弹缓震 透气网面'], [459, 599], ['shoeColour', 'shoeSize']),
  def('handbags', 3, ['handbag', 7], ['City leather tote bag', '都市 真皮托特包'], ['Full-grain leather, fits a 13-inch laptop', '头层牛皮 可放13英寸电脑'], [699, 999], ['bagColour']),
  def('cups', 4, ['mug', 9], ['Ceramic coffee mug 350 ml', '陶瓷咖啡杯 350ml'], ['Hand-glazed stoneware, dishwasher safe', '手工施釉 可洗碗机清洗'], [39, 59], ['homeColour']),
  def('tshirts', 3, ['tshirt', 11], ['Organic cotton T-shirt', '有机棉 圆领T恤'], ['180 g organic cotton, relaxed fit', '180克有机棉 宽松版型'], [99, 149], ['basicColour', 'clothingSize']),
  def('phones', 1, ['phone', 8], ['Lumen X1 Pro smartphone 256 GB', '流明 X1 Pro 智能手机 256GB'], ['Triple camera with 5x periscope zoom', '三摄 5倍潜望式长焦'], [3599, 3999], ['phoneColour']),
  def('laptops', 1, ['laptop', 0], ['AirBook 16 creator laptop', 'AirBook 16 创作者笔记本'], ['16-inch colour-accurate screen for editing', '16英寸高色准屏 剪辑修图利器'], [7999, 8999], ['laptopConfig']),
  def('audio', 1, ['earbuds', 1], ['Buds mini wireless earphones', 'Buds mini 无线耳机'], ['Pocket-sized case, 24 h with charging case', '小巧充电盒 综合续航24小时'], [299, 399], ['audioColour']),
  def('watches', 1, ['watch', 1], ['Classic steel watch', '经典 精钢腕表'], ['Sapphire glass, 50 m water resistant', '蓝宝石镜面 50米防水'], [999, 1399], ['watchStrap']),
  def('sport-shoes', 2, ['sneaker', 7], ['Trail hiking boots', '山野 徒步鞋'], ['Waterproof membrane, grippy outsole', '防水透气 抓地大底'], [599, 799], ['shoeSize']),
  def('backpacks', 2, ['handbag', 8], ['Weekender travel bag', '周末 旅行包'], ['40 L, separate shoe pocket', '40升大容量 独立鞋仓'], [399, 529], ['bagColour']),
  def('cups', 4, ['flask', 1], ['Glass tea tumbler', '玻璃 泡茶杯'], ['Double-wall borosilicate glass with tea filter', '双层高硼硅玻璃 茶水分离'], [59, 89], ['cupCapacity']),
  def('shirts', 3, ['tshirt', 2], ['Linen summer shirt', '亚麻 夏季衬衫'], ['Washed linen, cool and breathable', '水洗亚麻 清凉透气'], [199, 299], ['basicColour', 'clothingSize']),
  def('phones', 1, ['phone', 5], ['Lumen Y5 smartphone', '流明 Y5 智能手机'], ['5000 mAh battery, 90 Hz screen', '5000毫安大电池 90Hz高刷屏'], [1299, 1499], ['phoneColour', 'phoneStorage']),
  def('phones', 1, ['phone', 1], ['Lumen Fold flip phone', '流明 Fold 折叠屏手机'], ['Pocket flip design, 3.6-inch cover screen', '小巧翻盖 3.6英寸外屏'], [5999, 6999], ['phoneColour', 'phoneStorage']),
  def('audio', 1, ['headphones', 3], ['Studio wired monitor headphones', 'Studio 有线监听耳机'], ['Flat response for mixing, detachable cable', '平直音色 可拆卸线材'], [459, 599], []),
  def('audio', 1, ['earbuds', 5], ['Sport open-ear earphones', '运动 开放式耳机'], ['Ear hooks stay put, IPX5 sweatproof', '耳挂稳固 IPX5防汗'], [249, 349], ['audioColour'], { soldOut: true }),
  def('watches', 1, ['watch', 5], ['Pulse kids smartwatch', 'Pulse 儿童电话手表'], ['Video calls and location, for ages 6-12', '视频通话 精准定位 适合6-12岁'], [599, 699], ['audioColour']),
  def('tablets', 1, ['tablet', 1], ['Lumen Pad 11 tablet', '流明 Pad 11 平板电脑'], ['11-inch 120 Hz screen, stylus support', '11英寸120Hz 支持手写笔'], [2299, 2599], ['techColour', 'tabletStorage']),
  def('tablets', 1, ['tablet', 5], ['Lumen Pad mini tablet', '流明 Pad mini 平板电脑'], ['8.4-inch, one-hand reading', '8.4英寸 单手阅读'], [1699, 1899], ['tabletStorage']),
  def('monitors', 1, ['monitor', 0], ['Clear 4K monitor', 'Clear 4K 显示器'], ['IPS panel, 99% sRGB, USB-C 65 W', 'IPS面板 99%sRGB USB-C 65W反向供电'], [1899, 2299], ['monitorSize']),
  def('monitors', 1, ['monitor', 8], ['Arena 165 Hz gaming monitor', 'Arena 165Hz 电竞显示器'], ['1 ms response, curved 1500R', '1毫秒响应 1500R曲面'], [1499, 1799], ['monitorSize']),
  def('peripherals', 1, ['keyboard', 1], ['Typist mechanical keyboard', 'Typist 机械键盘'], ['Hot-swappable switches, wireless tri-mode', '热插拔轴体 三模无线'], [399, 499], ['techColour', 'keySwitch']),
  def('peripherals', 1, ['mouse', 0], ['Glide wireless mouse', 'Glide 无线鼠标'], ['Silent clicks, 70-day battery', '静音按键 70天续航'], [129, 169], ['audioColour']),
  def('peripherals', 1, ['keyboard', 0], ['Slim office keyboard and mouse set', '轻薄办公键鼠套装'], ['Quiet scissor keys, one receiver', '静音剪刀脚 单接收器'], [159, 199], []),
  def('sport-shoes', 2, ['sneaker', 1], ['Court classic sneakers', 'Court 经典板鞋'], ['Leather upper, everyday style', '皮革鞋面 百搭日常'], [359, 459], ['shoeColour', 'shoeSize']),
  def('sport-shoes', 2, ['sneaker', 0], ['Tempo racing shoes', 'Tempo 竞速跑鞋'], ['Carbon plate for race day', '全掌碳板 比赛日之选'], [899, 1099], ['shoeSize']),
  def('handbags', 3, ['handbag', 0], ['Mini crossbody bag', '迷你 斜挎包'], ['Adjustable strap, phone-sized', '可调肩带 手机大小'], [259, 359], ['bagColour']),
  def('handbags', 3, ['handbag', 5], ['Pleated cloud clutch', '云朵 褶皱手拿包'], ['Soft pleated nylon, magnetic clasp', '柔软褶皱尼龙 磁吸扣'], [189, 259], []),
  def('backpacks', 2, ['backpack', 8], ['Commuter laptop backpack', '通勤 电脑双肩包'], ['Fits 15.6-inch laptops, water repellent', '可放15.6英寸电脑 防泼水'], [229, 299], ['basicColour'], { status: 'off' }),
  def('backpacks', 2, ['backpack', 4], ['Summit 30 L hiking backpack', 'Summit 30升 登山包'], ['Ventilated back panel, rain cover included', '透气背板 附送防雨罩'], [349, 449], ['sportColour']),
  def('tshirts', 3, ['tshirt', 0], ['Graphic print T-shirt', '印花 短袖T恤'], ['Soft cotton with a screen-printed mountain', '柔软纯棉 丝网印花山景'], [79, 119], ['basicColour', 'clothingSize']),
  def('tshirts', 3, ['tshirt', 4], ['Quick-dry sports T-shirt', '速干 运动T恤'], ['Wicks sweat, UPF 40', '吸湿排汗 UPF40防晒'], [89, 129], ['sportColour', 'clothingSize']),
  def('shirts', 3, ['tshirt', 1], ['Oxford button-down shirt', '牛津纺 免烫衬衫'], ['Non-iron cotton, slim fit', '免烫纯棉 修身版型'], [229, 329], ['clothingSize']),
  def('hoodies', 3, ['hoodie', 0], ['Heavyweight cotton hoodie', '重磅纯棉 连帽卫衣'], ['420 g brushed fleece', '420克抓绒 保暖厚实'], [259, 359], ['basicColour', 'clothingSize']),
  def('hoodies', 3, ['hoodie', 10], ['Zip-up fleece jacket', '拉链 摇粒绒外套'], ['Light and warm for chilly days', '轻盈保暖 秋冬必备'], [199, 279], ['sportColour', 'clothingSize']),
  def('dresses', 3, ['dress', 5], ['Floral midi dress', '碎花 中长连衣裙'], ['Flowing chiffon, fitted waist', '飘逸雪纺 收腰设计'], [299, 399], ['clothingSize']),
  def('dresses', 3, ['dress', 0], ['Little black knit dress', '小黑裙 针织连衣裙'], ['Stretch knit, office to evening', '弹力针织 通勤约会皆宜'], [359, 459], ['clothingSize']),
  def('cups', 4, ['flask', 8], ['Insulated vacuum bottle', '保温 真空杯'], ['Keeps drinks hot for 12 hours', '12小时长效保温'], [129, 169], ['homeColour', 'cupCapacity']),
  def('cups', 4, ['mug', 11], ['Gongfu tea set for four', '功夫茶具 四人套装'], ['Porcelain teapot with four cups', '白瓷茶壶配四只品茗杯'], [259, 359], []),
  def('cookware', 4, ['pan', 0], ['Non-stick frying pan', '不粘 煎炒锅'], ['Ceramic coating, works on induction', '陶瓷涂层 电磁炉通用'], [169, 229], ['panSize']),
  def('cookware', 4, ['pan', 3], ['Cast iron skillet', '铸铁 平底锅'], ['Pre-seasoned, oven safe', '预开锅处理 可进烤箱'], [229, 299], ['panSize']),
  def('lighting', 4, ['lamp', 6], ['Halo LED desk lamp', 'Halo LED 护眼台灯'], ['Flicker-free, five colour temperatures', '无频闪 五档色温'], [199, 269], ['homeColour']),
  def('lighting', 4, ['lamp', 11], ['Linen floor lamp', '亚麻 落地灯'], ['Warm diffused light for reading corners', '暖光漫射 阅读角好伴侣'], [349, 459], []),
  def('bedding', 4, ['pillow', 1], ['Memory foam pillow', '记忆棉 护颈枕'], ['Contoured for neck support', '人体工学曲线 呵护颈椎'], [159, 239], []),
  def('bedding', 4, ['pillow', 11], ['Washed cotton duvet set', '水洗棉 四件套'], ['Duvet cover, sheet and two pillowcases', '被套、床单与两只枕套'], [299, 429], ['homeColour', 'beddingSize']),
  def('skincare', 5, ['jar', 11], ['Hydra barrier face cream', '水润屏障 面霜'], ['Ceramides and squalane for dry skin', '神经酰胺与角鲨烷 干皮适用'], [189, 259], ['skincareVolume']),
  def('skincare', 5, ['bottle', 5], ['Glow vitamin C serum', '焕亮 维C精华'], ['15% vitamin C for brighter skin', '15%维C 提亮肤色'], [229, 299], ['skincareVolume']),
  def('skincare', 5, ['bottle', 1], ['Daily mineral sunscreen SPF 50', '日常 物理防晒霜 SPF50'], ['Light texture, no white cast', '轻薄不泛白'], [129, 169], []),
  def('makeup', 5, ['lipstick', 3], ['Velvet matte lipstick', '丝绒 哑光口红'], ['Long-wearing, non-drying', '持久不拔干'], [149, 199], ['lipShade']),
  def('makeup', 5, ['bottle', 6], ['Second-skin foundation', '空气感 粉底液'], ['Medium coverage, 24 h wear', '中度遮瑕 24小时持妆'], [239, 299], []),
  def('tea-coffee', 6, ['box', 4], ['West Lake Longjing green tea', '西湖龙井 绿茶'], ['First flush, picked before Qingming', '明前头采 鲜爽回甘'], [168, 228], ['foodWeight']),
  def('tea-coffee', 6, ['box', 7], ['Yunnan single-origin coffee beans', '云南 单一产地咖啡豆'], ['Medium roast with notes of cocoa', '中度烘焙 可可风味'], [89, 119], ['foodWeight']),
  def('tea-coffee', 6, ['box', 0], ['Cold brew coffee bags', '冷萃 咖啡袋泡'], ['Steep overnight, 12 bags', '冷水浸泡一夜 12袋装'], [59, 79], [], { status: 'off' }),
  def('snacks', 6, ['snack', 9], ['Roasted mixed nuts', '每日坚果 混合装'], ['Six nuts and berries, no added salt', '六种坚果果干 无添加盐'], [69, 99], ['snackFlavour']),
  def('snacks', 6, ['snack', 3], ['Crispy seaweed chips', '脆烤 海苔片'], ['Baked, not fried', '烘烤不油炸'], [29, 39], ['snackFlavour']),
  def('snacks', 6, ['box', 9], ['Dried mango slices', '芒果干'], ['Sun-dried, no added sugar', '自然晒干 无添加糖'], [35, 49], []),
  def('balls', 2, ['ball', 9], ['Pro indoor basketball', 'Pro 室内篮球'], ['Composite leather, soft touch', '复合皮革 手感柔软'], [199, 259], ['ballSize']),
  def('balls', 2, ['ball', 1], ['Match football', '比赛级 足球'], ['Thermo-bonded panels, true flight', '热贴合工艺 飞行稳定'], [179, 239], ['ballSize']),
  def('fitness', 2, ['dumbbell', 0], ['Adjustable dumbbells', '可调节 哑铃'], ['Quick-lock plates for home workouts', '快锁杠片 居家健身'], [299, 399], ['dumbbellWeight']),
  def('fitness', 2, ['flask', 10], ['Resistance band set', '弹力带 套装'], ['Five levels with door anchor', '五档阻力 附门扣'], [59, 89], []),
  def('yoga', 2, ['mat', 10], ['Non-slip yoga mat', '防滑 瑜伽垫'], ['TPE, alignment lines, carry strap', 'TPE材质 体位线 附背带'], [129, 179], ['sportColour', 'matThickness']),
  def('yoga', 2, ['box', 10], ['Cork yoga block pair', '软木 瑜伽砖 两块装'], ['Natural cork, firm support', '天然软木 稳定支撑'], [79, 109], []),
  def('outdoor', 2, ['flask', 4], ['Trail steel water bottle', '户外 不锈钢水壶'], ['750 ml, leak-proof lid', '750毫升 防漏杯盖'], [89, 119], ['sportColour']),
  def('outdoor', 2, ['backpack', 9], ['Camp folding chair', '露营 折叠椅'], ['Packs to 40 cm, holds 120 kg', '收纳仅40厘米 承重120公斤'], [159, 219], ['sportColour']),
];

/** What the home design features, by goods id (1-based positions in goodsDefs). */
export const homeFeatured = {
  picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  digital: [1, 3, 11],
  fashion: [5, 8, 16],
  home: [7, 15, 42, 43],
  more: [17, 22, 26, 39, 50, 53, 56, 65],
};
