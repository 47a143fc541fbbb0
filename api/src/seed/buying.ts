import type { Delivery, OrderStatus } from '@shop/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  addresses,
  coupons,
  goodsSkus,
  memberCoupons,
  orderItems,
  orders,
  pickupStores,
  users,
} from '../db/schema';
import { addressSnapshot } from '../modules/address';
import { loadSkuDetails, type SkuDetail } from '../modules/sku';
import { DEFAULT_CHECKOUT_POLICY, formatOrderNo, orderItemRows, priceOrder } from '../modules/order';
import { storeSnapshot } from '../modules/store';

/** Enough for end-to-end runs to pay by balance again and again. */
export const DEMO_BALANCE_CENTS = 5_000_00;

const stores: Array<typeof pickupStores.$inferInsert> = [
  {
    nameZh: '上海旗舰店', nameEn: 'Shanghai flagship store', businessHoursZh: '周一至周日 10:00-22:00', businessHoursEn: 'Mon-Sun 10:00-22:00',
    phone: '021-58881234', addressZh: '上海市浦东新区世纪大道100号1层', addressEn: '1F, 100 Century Avenue, Pudong, Shanghai', sort: 0,
  },
  {
    nameZh: '北京三里屯店', nameEn: 'Beijing Sanlitun store', businessHoursZh: '周一至周日 10:00-21:30', businessHoursEn: 'Mon-Sun 10:00-21:30',
    phone: '010-64165678', addressZh: '北京市朝阳区三里屯路19号', addressEn: '19 Sanlitun Road, Chaoyang, Beijing', sort: 1,
  },
  {
    nameZh: '深圳南山店', nameEn: 'Shenzhen Nanshan store', businessHoursZh: '周一至周五 11:00-21:00，周末 10:00-22:00', businessHoursEn: 'Mon-Fri 11:00-21:00, weekends 10:00-22:00',
    phone: '0755-86669012', addressZh: '深圳市南山区深南大道9668号', addressEn: '9668 Shennan Avenue, Nanshan, Shenzhen', sort: 2,
  },
];

const VALID_FROM = new Date('2025-01-01T00:00:00Z');
const VALID_UNTIL = new Date('2030-12-31T15:59:59Z');

/**
 * Template ids 1-6 in this order: 20 off 199, 10 off 99, 9折, an expired one, one not valid before
 * 2031, and the new-member coupon every member gets at sign-up (the home page promises it).
 */
const couponTemplates: Array<typeof coupons.$inferInsert> = [
  { nameZh: '满199减20', nameEn: '20 off orders over 199', type: 'full', denominationCents: 20_00, minAmountCents: 199_00, startAt: VALID_FROM, endAt: VALID_UNTIL },
  { nameZh: '满99减10', nameEn: '10 off orders over 99', type: 'full', denominationCents: 10_00, minAmountCents: 99_00, startAt: VALID_FROM, endAt: VALID_UNTIL },
  { nameZh: '全场9折', nameEn: '10% off everything', type: 'discount', discount: 90, minAmountCents: 0, startAt: VALID_FROM, endAt: VALID_UNTIL },
  { nameZh: '春季满50减5', nameEn: 'Spring: 5 off orders over 50', type: 'full', denominationCents: 5_00, minAmountCents: 50_00, startAt: VALID_FROM, endAt: new Date('2025-03-31T15:59:59Z') },
  { nameZh: '新年满299减30', nameEn: 'New year: 30 off orders over 299', type: 'full', denominationCents: 30_00, minAmountCents: 299_00, startAt: new Date('2031-01-01T00:00:00Z'), endAt: new Date('2031-12-31T15:59:59Z') },
  { nameZh: '新会员专享', nameEn: 'New member', type: 'full', denominationCents: 20_00, minAmountCents: 99_00, startAt: VALID_FROM, endAt: VALID_UNTIL, grantOnSignUp: true },
];

const demoAddresses = (userId: number): Array<typeof addresses.$inferInsert> => [
  { userId, acceptName: '张伟', mobile: '13800138000', email: 'demo@example.com', country: '中国', province: '上海市', city: '上海市', district: '浦东新区', regionCode: '310115', address: '世纪大道100号8楼', zip: '200120', isDefault: true },
  { userId, acceptName: 'Demo Office', mobile: '13912345678', country: 'China', province: 'Beijing', city: 'Beijing', address: '1 Jianguomenwai Avenue, Chaoyang', address2: 'Tower B, 12F', zip: '100004' },
];

const lilyAddress = (userId: number): typeof addresses.$inferInsert => ({
  userId, acceptName: '李莉', mobile: '13700137000', country: '中国', province: '浙江省', city: '杭州市', district: '西湖区', regionCode: '330106', address: '文三路90号', zip: '310012', isDefault: true,
});

type SeedOrder = {
  status: OrderStatus;
  delivery: Delivery;
  lines: Array<{ sku: number; quantity: number }>;
  day: number;
  couponIndex?: number;
  express?: boolean;
};

/** Demo orders 1-8 (one per tab, plus a paid self-pickup order), then lily's order 9. Lines index the seeded SKU list. */
const demoOrders: SeedOrder[] = [
  { status: 0, delivery: 'express', lines: [{ sku: 0, quantity: 1 }, { sku: 1, quantity: 2 }], day: 0 },
  { status: 1, delivery: 'express', lines: [{ sku: 2, quantity: 1 }], day: 9 },
  { status: 2, delivery: 'express', lines: [{ sku: 3, quantity: 1 }, { sku: 4, quantity: 1 }], day: 8, express: true },
  { status: 3, delivery: 'express', lines: [{ sku: 5, quantity: 2 }], day: 7, express: true },
  { status: 4, delivery: 'express', lines: [{ sku: 6, quantity: 1 }], day: 6, express: true, couponIndex: 4 },
  { status: 5, delivery: 'express', lines: [{ sku: 7, quantity: 1 }], day: 5 },
  { status: 6, delivery: 'express', lines: [{ sku: 1, quantity: 1 }], day: 4, express: true },
  { status: 1, delivery: 'pickup', lines: [{ sku: 0, quantity: 1 }], day: 3 },
];

// Cheap goods, so the demo balance covers the seeded unpaid order.
const SEED_GOODS = [7, 8, 11, 15, 3, 14, 6, 12];
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_START = Date.UTC(2025, 4, 20, 2, 0, 0);

function orderRecord(id: number, userId: number, spec: SeedOrder, skus: SkuDetail[], address: ReturnType<typeof addressSnapshot>, seededAt: Date, memberCouponId: number | null, discountCoupon: typeof coupons.$inferSelect | null) {
  const lines = spec.lines.map((line) => ({ ...skus[line.sku]!, quantity: line.quantity }));
  const pricing = priceOrder(lines, spec.delivery, discountCoupon);
  const createdAt = spec.status === 0 ? seededAt : new Date(HISTORY_START - spec.day * DAY_MS);
  const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
  const paid = spec.status !== 0 && spec.status !== 5;
  const order: typeof orders.$inferInsert = {
    id,
    orderNo: formatOrderNo(createdAt, id),
    userId,
    status: spec.status,
    ...pricing,
    paidCents: paid ? pricing.payableCents : 0,
    delivery: spec.delivery,
    address: spec.delivery === 'express' ? address : null,
    store: null,
    pickupCode: spec.delivery === 'pickup' ? '52718364' : null,
    expressCompany: spec.express ? '顺丰速运 SF Express' : null,
    trackingNo: spec.express ? `SF10${String(id).padStart(8, '0')}` : null,
    remark: spec.status === 2 ? '请放快递柜 / Please leave it in the parcel locker' : '',
    merchantRemark: spec.status === 6 ? '退款已原路退回 / Refunded to the original payment method' : '',
    memberCouponId,
    paymentMethod: paid ? 'balance' : null,
    // The seeded unpaid order stays payable for a day, so a freshly started shop has one to pay.
    expiresAt: spec.status === 0 ? new Date(seededAt.getTime() + DAY_MS) : at(DEFAULT_CHECKOUT_POLICY.paymentWindowMs / 60_000),
    paidAt: paid ? at(5) : null,
    // The demo's order waiting for receipt and the one waiting for review stay so for days after the
    // shop is seeded: the jobs receive and complete orders once their windows (AUTO_RECEIVE_DAYS,
    // REVIEW_WINDOW_DAYS) have passed since these dates.
    shippedAt: spec.express && spec.status !== 1 ? (spec.status === 2 || spec.status === 3 ? new Date(seededAt.getTime() - 2 * DAY_MS) : at(DAY_MS / 60_000)) : null,
    receivedAt: spec.status === 3 ? new Date(seededAt.getTime() - DAY_MS) : spec.status === 4 ? at((3 * DAY_MS) / 60_000) : null,
    cancelledAt: spec.status === 5 ? at(30) : null,
    createdAt,
  };
  const items = orderItemRows(id, lines, pricing.discountCents);
  return { order, items };
}

async function seedSkus(db: Db): Promise<SkuDetail[]> {
  const rows = await db.select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus).where(inArray(goodsSkus.goodsId, SEED_GOODS)).orderBy(asc(goodsSkus.id));
  const firstOfEach = SEED_GOODS.map((goodsId) => rows.find((row) => row.goodsId === goodsId)!.id);
  const details = await loadSkuDetails(db, firstOfEach);
  return firstOfEach.map((id) => details.get(id)!);
}

/**
 * Pickup stores and coupons; with demo accounts also addresses and an order in every status for
 * the demo member, and a second member (lily) with an address, a coupon and an order of her own.
 * Ids are fixed by insertion order on the database this first runs on (see the api README).
 */
export async function seedBuying(db: Db, seededAt: Date, options: { demoAccounts: boolean }): Promise<void> {
  const storeRows = await db.insert(pickupStores).values(stores).returning();
  const templates = await db.insert(coupons).values(couponTemplates).returning();
  if (!options.demoAccounts) return;

  const [demo] = await db.select().from(users).where(eq(users.username, 'demo'));
  const [lily] = await db.select().from(users).where(eq(users.username, 'lily'));
  if (!demo || !lily) throw new Error('the buying seed needs the demo and lily members');
  await db.update(users).set({ balanceCents: DEMO_BALANCE_CENTS }).where(eq(users.id, demo.id));
  const [full199, full99, tenOff, expired, future] = templates;
  const held = await db
    .insert(memberCoupons)
    .values([
      { userId: demo.id, couponId: full199!.id },
      { userId: demo.id, couponId: full99!.id },
      { userId: demo.id, couponId: tenOff!.id },
      { userId: demo.id, couponId: future!.id },
      { userId: demo.id, couponId: full99!.id },
      { userId: demo.id, couponId: expired!.id },
      { userId: lily.id, couponId: full199!.id },
    ])
    .returning();
  const [demoHome] = await db.insert(addresses).values(demoAddresses(demo.id)).returning();
  const [lilyHome] = await db.insert(addresses).values(lilyAddress(lily.id)).returning();

  const skus = await seedSkus(db);
  const demoSnapshot = addressSnapshot(demoHome!);
  const lilySnapshot = addressSnapshot(lilyHome!);
  const records = demoOrders.map((spec, index) => {
    const coupon = spec.couponIndex === undefined ? null : held[spec.couponIndex]!;
    return orderRecord(index + 1, demo.id, spec, skus, demoSnapshot, seededAt, coupon?.id ?? null, coupon ? full99! : null);
  });
  records.push(orderRecord(records.length + 1, lily.id, { status: 1, delivery: 'express', lines: [{ sku: 2, quantity: 1 }], day: 2 }, skus, lilySnapshot, seededAt, null, null));
  const pickup = records.find((record) => record.order.delivery === 'pickup')!;
  pickup.order.store = storeSnapshot(storeRows[0]!);

  await db.insert(orders).values(records.map((record) => record.order));
  await db.insert(orderItems).values(records.flatMap((record) => record.items));
  const completed = records.find((record) => record.order.memberCouponId !== null)!;
  await db.update(memberCoupons).set({ usedAt: completed.order.paidAt!, usedOrderId: completed.order.id! }).where(eq(memberCoupons.id, completed.order.memberCouponId!));
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM "orders"))`));
}
