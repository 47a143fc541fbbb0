import type { OrderStatus } from '@shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceHeaders, orders, users } from '../db/schema';
import type { SeedOptions } from './seed';

const DEMO_COMPANY = { headerType: 'enterprise', header: '上海示例科技有限公司', taxNo: '91310115MA1K3YJ12X', phone: '13800138000', email: 'invoice@example.com', invoiceType: 'special' } as const;
const DEMO_PERSON = { headerType: 'person', header: '张伟', taxNo: null, phone: '13800138000', email: 'demo@example.com', invoiceType: 'normal' } as const;

/** Demo orders that asked for an invoice, one per state of the invoices tab: pending, issued (twice), cancelled, and one under refund. */
const INVOICED_STATUSES: OrderStatus[] = [1, 3, 4, 5, 6];

/**
 * With demo accounts: the demo member's two headers (the company's, the default, and a personal
 * one), lily's personal header, and the company's invoice on one demo express order of each status
 * above, so that both tabs of the invoice box have something to show.
 */
export async function seedInvoiceHeaders(db: Db, _seededAt: Date, options: SeedOptions): Promise<void> {
  if (!options.demoAccounts) return;
  const [demo] = await db.select().from(users).where(eq(users.username, 'demo'));
  const [lily] = await db.select().from(users).where(eq(users.username, 'lily'));
  if (!demo || !lily) throw new Error('the invoice seed needs the demo and lily members');
  await db.insert(invoiceHeaders).values([
    { userId: demo.id, ...DEMO_COMPANY, isDefault: true },
    { userId: demo.id, ...DEMO_PERSON },
    { userId: lily.id, headerType: 'person', header: '李莉', phone: '13700137000', email: 'lily@example.com', isDefault: true },
  ]);

  const demoOrders = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, demo.id), eq(orders.delivery, 'express'), inArray(orders.status, INVOICED_STATUSES)))
    .orderBy(asc(orders.id));
  const firstOfEach = INVOICED_STATUSES.map((status) => demoOrders.find((order) => order.status === status)?.id).filter((id) => id !== undefined);
  if (firstOfEach.length === 0) return;
  const invoice = { header_type: DEMO_COMPANY.headerType, header: DEMO_COMPANY.header, tax_no: DEMO_COMPANY.taxNo, phone: DEMO_COMPANY.phone, email: DEMO_COMPANY.email, invoice_type: DEMO_COMPANY.invoiceType };
  await db.update(orders).set({ invoice }).where(inArray(orders.id, firstOfEach));
}
