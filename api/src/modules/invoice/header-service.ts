import { INVOICE_HEADERS_MAX, type InvoiceHeader, type InvoiceHeaderSaveBody } from '@shop/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { invoiceHeaders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { deleteKeepingDefault, markDefault, prepareSave } from '../address';

type InvoiceHeaderRow = typeof invoiceHeaders.$inferSelect;

export const describeInvoiceHeader = (row: InvoiceHeaderRow): InvoiceHeader => ({
  id: row.id,
  header_type: row.headerType,
  header: row.header,
  tax_no: row.taxNo,
  phone: row.phone,
  email: row.email,
  invoice_type: row.invoiceType,
  is_default: row.isDefault,
});

/** The default header first, then the newest. */
export async function listInvoiceHeaders(db: Db, userId: number): Promise<InvoiceHeaderRow[]> {
  return db.select().from(invoiceHeaders).where(eq(invoiceHeaders.userId, userId)).orderBy(desc(invoiceHeaders.isDefault), desc(invoiceHeaders.id));
}

/** One of the member's headers; another member's id answers 404 like an unknown one. */
async function findOwnInvoiceHeader(db: Db, userId: number, id: number): Promise<InvoiceHeaderRow> {
  const [row] = await db
    .select()
    .from(invoiceHeaders)
    .where(and(eq(invoiceHeaders.id, id), eq(invoiceHeaders.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Creates or updates a header, at most INVOICE_HEADERS_MAX of them; the member's first header, and
 * any saved with is_default, becomes the default. A person's header keeps no tax number.
 */
export async function saveInvoiceHeader(db: Db, userId: number, input: InvoiceHeaderSaveBody): Promise<InvoiceHeaderRow> {
  return inTransaction(db, async (tx) => {
    const values = {
      headerType: input.header_type,
      header: input.header,
      taxNo: input.header_type === 'enterprise' ? (input.tax_no ?? null) : null,
      phone: input.phone,
      email: input.email,
      invoiceType: input.invoice_type,
    };
    const existing = input.id === undefined ? null : await findOwnInvoiceHeader(tx, userId, input.id);
    const { makeDefault } = await prepareSave(tx, invoiceHeaders, userId, {
      existing,
      wantsDefault: input.is_default,
      max: INVOICE_HEADERS_MAX,
      limitKey: 'invoice_header_limit',
    });
    const saved = existing
      ? (await tx.update(invoiceHeaders).set(values).where(eq(invoiceHeaders.id, existing.id)).returning())[0]!
      : (await tx.insert(invoiceHeaders).values({ ...values, userId, isDefault: false }).returning())[0]!;
    if (!makeDefault || saved.isDefault) return saved;
    await markDefault(tx, invoiceHeaders, userId, saved.id);
    return { ...saved, isDefault: true };
  });
}

/** Deletes a header; when it was the default, the newest remaining one takes over. */
export async function deleteInvoiceHeader(db: Db, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => deleteKeepingDefault(tx, invoiceHeaders, userId, await findOwnInvoiceHeader(tx, userId, id)));
}

export async function setDefaultInvoiceHeader(db: Db, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => markDefault(tx, invoiceHeaders, userId, (await findOwnInvoiceHeader(tx, userId, id)).id));
}
