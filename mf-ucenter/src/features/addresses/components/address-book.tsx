import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_BOOK_MAX, type Address } from '@shop/contract';
import { ConfirmRemoval } from '@shop/commerce';
import { Button, LoadFailed, Skeleton } from '@shop/shared';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressCard } from './address-card';
import { AddressEditor } from './address-editor';

/** What the editor panel shows: nothing, a new address, or one being edited. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/** The address book: the default first, add, edit, delete (asked first) and set the default, up to the cap. */
export function AddressBook() {
  const { t } = useTranslation('ucenter');
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = addresses.data?.list ?? [];
  const full = list.length >= ADDRESS_BOOK_MAX;

  const header = (
    <div className="mb-4 flex items-center justify-between">
      <div className="flex items-baseline gap-3">
        <h1 className="text-xl font-semibold text-slate-800">{t('address.title')}</h1>
        {addresses.data && <span className="text-sm text-slate-500">{t('address.count', { count: list.length, max: ADDRESS_BOOK_MAX })}</span>}
      </div>
      {addresses.data && editing.kind !== 'new' && (
        <Button onClick={() => setEditing({ kind: 'new' })} disabled={full}>
          {t('address.add')}
        </Button>
      )}
    </div>
  );

  if (addresses.isPending) {
    return (
      <div aria-busy="true" aria-label={t('address.loading')}>
        {header}
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="mb-3 h-24" />
        ))}
      </div>
    );
  }
  if (addresses.isError) {
    return (
      <>
        {header}
        <LoadFailed onRetry={() => void addresses.refetch()} message={t('address.failed')} />
      </>
    );
  }

  return (
    <div className="rounded-lg bg-white p-6">
      {header}
      {full && <p className="mb-4 rounded bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('address.full', { max: ADDRESS_BOOK_MAX })}</p>}
      {editing.kind === 'new' && <AddressEditor onDone={() => setEditing({ kind: 'none' })} />}
      {list.length === 0 && editing.kind === 'none' ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-200 py-16 text-center">
          <p className="text-sm text-slate-500">{t('address.empty')}</p>
          <Button className="mt-4" onClick={() => setEditing({ kind: 'new' })}>
            {t('address.add')}
          </Button>
        </div>
      ) : (
        <ul aria-label={t('address.listLabel')} className="flex flex-col gap-3">
          {list.map((address) =>
            editing.kind === 'edit' && editing.address.id === address.id ? (
              <li key={address.id}>
                <AddressEditor address={address} onDone={() => setEditing({ kind: 'none' })} />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => setEditing({ kind: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => makeDefault.mutate({ id: address.id })}
                settingDefault={makeDefault.isPending}
              />
            ),
          )}
        </ul>
      )}
      {deleting && (
        <ConfirmRemoval
          title={t('address.confirmDelete.title')}
          message={t('address.confirmDelete.message', { name: deleting.accept_name })}
          confirmLabel={t('address.confirmDelete.confirm')}
          dismissLabel={t('address.confirmDelete.dismiss')}
          removal={remove}
          variables={{ id: deleting.id }}
          onRemoved={() => editing.kind === 'edit' && editing.address.id === deleting.id && setEditing({ kind: 'none' })}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
