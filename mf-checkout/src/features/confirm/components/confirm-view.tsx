import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ADDRESS_BOOK_PATH, ApiError, Button, CART_PATH, activityViewPath, useDebouncedValue } from '@shop/shared';
import type { Delivery, OrderPreview } from '@shop/contract';
import { OptionPills } from '@/components/option-pills';
import { Section } from '@/components/section';
import { addressText } from '../lib/address-text';
import { useOrderPreview } from '../api/confirm-order';
import { buildConfirmBody, initialChoices, isActivitySource, type CheckoutChoices } from '../lib/confirm-body';
import { countText } from '@/lib/count-text';
import { useLatestPreview } from '../hooks/use-latest-preview';
import { useSubmitOrder } from '../hooks/use-submit-order';
import type { CheckoutSource } from '../lib/types';
import { hasErrors, validateInvoice, type SubmitProblem } from '../lib/validation';
import { ActivityBanner } from './activity-banner';
import { AddressPicker } from './address-picker';
import { ConfirmItems } from './confirm-items';
import { ConfirmSkeleton } from './confirm-skeleton';
import { CouponSelect } from './coupon-select';
import { InvoiceSection } from './invoice-section';
import { RemarkField } from './remark-field';
import { StorePicker } from './store-picker';
import { SubmitBar } from './submit-bar';
import { TotalsPanel } from './totals-panel';

/** Typed text (remark, invoice) arrives in bursts: it is priced once the typing pauses this long. */
const TYPING_PAUSE_MS = 300;

/** What the shopper chose, with the server's picks (default address, best coupon) filled in. */
function resolveChoices(choices: CheckoutChoices, preview: OrderPreview | null): CheckoutChoices {
  return {
    ...choices,
    addressId: choices.addressId !== undefined ? choices.addressId : (preview?.address_id ?? null),
    storeId: choices.storeId !== undefined ? choices.storeId : (preview?.store_id ?? null),
    couponId: choices.couponId !== undefined ? choices.couponId : (preview?.coupon_id ?? null),
  };
}

function destinationOf(choices: CheckoutChoices, preview: OrderPreview, t: TFunction<'checkout'>): string | null {
  if (choices.delivery === 'express') {
    const address = preview.addresses.find((a) => a.id === choices.addressId);
    return address ? t('submit.shipTo', { name: address.accept_name, mobile: address.mobile, address: addressText(address) }) : null;
  }
  const store = preview.stores.find((s) => s.id === choices.storeId);
  return store ? t('submit.pickUpAt', { name: store.name, address: store.address }) : null;
}

/** The server's refusal of a call, worded by the server; null for any other failure. */
const refusalOf = (error: unknown) => (error instanceof ApiError && error.code === 402 && error.message ? error.message : null);

/**
 * The order confirmation: every choice re-prices through the server. An activity purchase has no
 * coupon to choose, says which activity it is bought through, and costs points in the points mall.
 */
export function ConfirmView({ source }: { source: CheckoutSource }) {
  const { t } = useTranslation('checkout');
  const [choices, setChoices] = useState<CheckoutChoices>(initialChoices);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [invoiceFocusRequest, setInvoiceFocusRequest] = useState(0);
  const choose = useCallback((patch: Partial<CheckoutChoices>) => setChoices((current) => ({ ...current, ...patch })), []);

  // An invoice still being typed does not change the price: it is sent to the preview once valid.
  const invoiceForPreview = choices.invoice && !hasErrors(validateInvoice(choices.invoice)) ? choices.invoice : null;
  const typedInvoice = useDebouncedValue(invoiceForPreview, TYPING_PAUSE_MS);
  const typedRemark = useDebouncedValue(choices.remark, TYPING_PAUSE_MS);
  const previewBody = useMemo(() => buildConfirmBody(source, { ...choices, invoice: typedInvoice, remark: typedRemark }), [source, choices, typedInvoice, typedRemark]);
  const { data, error, isError, isFetching, refetch } = useOrderPreview(previewBody);
  const preview = useLatestPreview(data);
  const reprice = useCallback(() => void refetch(), [refetch]);
  const typing = typedInvoice !== invoiceForPreview || typedRemark !== choices.remark;

  const resolved = resolveChoices(choices, preview ?? null);
  const orderBody = buildConfirmBody(source, resolved);
  const onProblem = useCallback((problem: SubmitProblem) => {
    if (problem !== 'invoice') return;
    setShowAllErrors(true);
    setInvoiceFocusRequest((n) => n + 1);
  }, []);
  const { submit, submitting, refusal } = useSubmitOrder({ body: orderBody, onProblem, reprice });
  const activitySource = isActivitySource(source) ? source : null;
  const priceRefusal = isError && !isFetching ? refusalOf(error) : null;

  if (!preview && isError && !isFetching) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-lg bg-white py-16 text-sm text-slate-500">
        <p className={priceRefusal ? 'text-base font-medium text-rose-700' : undefined}>{priceRefusal ?? t('confirm.loadFailed')}</p>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={reprice}>
            {t('actions.retry')}
          </Button>
          {activitySource ? (
            <Link to={activityViewPath(activitySource.type, activitySource.activity_id)} className="rounded-md px-4 py-2 text-rose-700 hover:underline">
              {t('activity.back')}
            </Link>
          ) : (
            <Link to={CART_PATH} className="rounded-md px-4 py-2 text-rose-700 hover:underline">
              {t('confirm.backToCart')}
            </Link>
          )}
        </div>
      </div>
    );
  }
  if (!preview) return <ConfirmSkeleton />;

  const pointsShort = preview.points_cost > preview.points_balance;
  const notice = pointsShort
    ? t('activity.pointsShort', { count: preview.points_cost, needed: countText(preview.points_cost), balance: countText(preview.points_balance) })
    : (refusal ?? priceRefusal);

  return (
    <>
      <Section title={t('delivery.title')}>
        <OptionPills<Delivery>
          label={t('delivery.label')}
          name="delivery"
          value={choices.delivery}
          onChange={(delivery) => choose({ delivery })}
          options={[
            { value: 'express', label: t('delivery.express') },
            { value: 'pickup', label: t('delivery.pickup') },
          ]}
        />
      </Section>
      {choices.delivery === 'express' ? (
        <Section
          title={t('address.title')}
          aside={
            <Link to={ADDRESS_BOOK_PATH} className="text-sm text-rose-700 hover:underline">
              {t('address.manage')}
            </Link>
          }
        >
          <AddressPicker addresses={preview.addresses} selectedId={resolved.addressId ?? null} onSelect={(addressId) => choose({ addressId })} />
        </Section>
      ) : (
        <Section title={t('store.title')}>
          <StorePicker stores={preview.stores} selectedId={resolved.storeId ?? null} onSelect={(storeId) => choose({ storeId })} />
        </Section>
      )}
      <Section
        title={t('items.title')}
        aside={
          source.type === 'cart' ? (
            <Link to={CART_PATH} className="text-sm text-rose-700 hover:underline">
              {t('items.backToCart')}
            </Link>
          ) : undefined
        }
      >
        {preview.activity && <ActivityBanner activity={preview.activity} />}
        <ConfirmItems items={preview.items} />
      </Section>
      {!activitySource && (
        <Section title={t('coupon.title')}>
          <CouponSelect coupons={preview.coupons} selectedId={resolved.couponId ?? null} onChange={(couponId) => choose({ couponId })} />
        </Section>
      )}
      <Section title={t('invoice.title')}>
        <InvoiceSection
          invoice={choices.invoice}
          onChange={(invoice) => choose({ invoice })}
          showAllErrors={showAllErrors}
          focusRequest={invoiceFocusRequest}
        />
      </Section>
      <Section title={t('remark.title')}>
        <RemarkField value={choices.remark} onChange={(remark) => choose({ remark })} />
      </Section>
      <TotalsPanel preview={preview} repricing={typing || isFetching} stale={isError && !isFetching} onRetry={reprice} />
      <SubmitBar
        payable={preview.payable}
        points={preview.points_cost}
        notice={notice}
        blocked={pointsShort}
        destination={destinationOf(resolved, preview, t)}
        submitting={submitting}
        onSubmit={submit}
      />
    </>
  );
}
