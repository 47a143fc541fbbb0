import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_HEADERS_MAX, type InvoiceHeader } from '@shop/contract';
import { ConfirmRemoval } from '@shop/commerce';
import { Button, LoadFailed, Skeleton } from '@shop/shared';
import { useDeleteInvoiceHeader } from '../api/delete-invoice-header';
import { useInvoiceHeaders } from '../api/get-invoice-headers';
import { useSetDefaultInvoiceHeader } from '../api/set-default-invoice-header';
import { InvoiceHeaderCard } from './invoice-header-card';
import { InvoiceHeaderForm } from './invoice-header-form';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; header: InvoiceHeader };

function EditorPanel({ header, onDone }: { header?: InvoiceHeader; onDone: () => void }) {
  const { t } = useTranslation('ucenter');
  const title = t(header ? 'invoice.editTitle' : 'invoice.newTitle');
  return (
    <section aria-label={title} className="mb-3 rounded-md border border-slate-200 bg-slate-50 p-5">
      <h3 className="mb-4 text-sm font-semibold text-slate-700">{title}</h3>
      <InvoiceHeaderForm header={header} onDone={onDone} />
    </section>
  );
}

/** The saved headers: the default first, add, edit, delete (asked first) and set the default, up to the cap. */
export function InvoiceHeaders() {
  const { t } = useTranslation('ucenter');
  const headers = useInvoiceHeaders();
  const remove = useDeleteInvoiceHeader();
  const makeDefault = useSetDefaultInvoiceHeader();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<InvoiceHeader | null>(null);

  if (headers.isPending) {
    return (
      <div aria-busy="true" aria-label={t('invoice.loading')}>
        {[0, 1].map((n) => (
          <Skeleton key={n} className="mb-3 h-20" />
        ))}
      </div>
    );
  }
  if (headers.isError) return <LoadFailed onRetry={() => void headers.refetch()} message={t('invoice.failed')} />;

  const { list } = headers.data;
  const full = list.length >= INVOICE_HEADERS_MAX;
  return (
    <>
      <div className="mb-4 flex items-center justify-between">
        <p className="text-sm text-slate-500">{t('invoice.count', { count: list.length, max: INVOICE_HEADERS_MAX })}</p>
        {editing.kind !== 'new' && (
          <Button onClick={() => setEditing({ kind: 'new' })} disabled={full}>
            {t('invoice.add')}
          </Button>
        )}
      </div>
      {full && <p className="mb-4 rounded bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('invoice.full', { max: INVOICE_HEADERS_MAX })}</p>}
      {editing.kind === 'new' && <EditorPanel onDone={() => setEditing({ kind: 'none' })} />}
      {list.length === 0 && editing.kind === 'none' ? (
        <p className="rounded-lg border border-dashed border-slate-200 py-16 text-center text-sm text-slate-500">{t('invoice.empty')}</p>
      ) : (
        <ul aria-label={t('invoice.listLabel')} className="flex flex-col gap-3">
          {list.map((header) =>
            editing.kind === 'edit' && editing.header.id === header.id ? (
              <li key={header.id}>
                <EditorPanel header={header} onDone={() => setEditing({ kind: 'none' })} />
              </li>
            ) : (
              <InvoiceHeaderCard
                key={header.id}
                header={header}
                onEdit={() => setEditing({ kind: 'edit', header })}
                onDelete={() => setDeleting(header)}
                onMakeDefault={() => makeDefault.mutate({ id: header.id })}
                settingDefault={makeDefault.isPending}
              />
            ),
          )}
        </ul>
      )}
      {deleting && (
        <ConfirmRemoval
          title={t('invoice.confirmDelete.title')}
          message={t('invoice.confirmDelete.message', { name: deleting.header })}
          confirmLabel={t('invoice.confirmDelete.confirm')}
          dismissLabel={t('invoice.confirmDelete.dismiss')}
          removal={remove}
          variables={{ id: deleting.id }}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
