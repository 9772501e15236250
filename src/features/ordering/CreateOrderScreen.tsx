import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { lockerQueries } from '../../api/locker';
import { type OrderAmountInput, orderQueries } from '../../api/order';
import type { OrderKind } from '../../api/schemas/order';
import { siteQueries } from '../../api/site';
import { storeQueries } from '../../api/store';
import { walletQueries } from '../../api/wallet';
import { PATHS, withQuery } from '../../lib/paths';
import { receivingAtom } from '../../state/addresses';
import { shopIdAtom } from '../../state/shop';
import { confirmDialog } from '../../ui/feedback/dialog';
import { showToast } from '../../ui/feedback/toast';
import { Button } from '../../ui/light/Button';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/page/Page';
import { CartLines, type OrderContext, orderContextQuery, readOrderContext, useCart } from '../goods';
import {
  confirmBalance,
  NOTHING_TO_PAY_METHOD,
  NothingToPay,
  PaymentConfirming,
  PaymentMethodPicker,
} from '../payment';
import { AmountSummary } from './AmountSummary';
import { amountInput } from './amount';
import { couponProblem } from './coupon-rules';
import { doorSection } from './door-section';
import { useOrderDraft } from './draft';
import { KindChooser, usePreferredKind } from './KindChooser';
import { cabinetOf, resolveOrderKind } from './order-kind';
import { PhotoUploader } from './PhotoUploader';
import { LockerHeader, StoreHeader } from './SiteHeader';
import { isBookable, visitTime } from './slots';
import { UnpaidOrderPanel } from './UnpaidOrderPanel';
import { useDebounced } from './use-debounced';
import { type OrderRequest, useSubmitOrder } from './use-submit-order';
import { COUPON_QUERY, VoucherPicker } from './VoucherPicker';
import { validateOrder } from './validate';
import '../../ui/bottom-bar.css';
import './create-order.css';

const { Part: DoorToDoorSection, prepare: prepareDoorSection } = doorSection;

/** How long the form waits for typing to settle before asking for the amount again. */
const AMOUNT_DEBOUNCE_MS = 300;

const kindParam = (kind: OrderKind | null): OrderContext['kind'] =>
  kind === 'door-to-door'
    ? 'door'
    : kind === 'online'
      ? 'online'
      : kind === 'cabinet' || kind === 'store'
        ? 'scan'
        : null;

/**
 * /pages/Order/CreateOrder/index?kind=online|scan|door&lockerNo=…&storeNo=…: the goods from the cart, the
 * door-to-door address and time, remarks, up to 3 photos, a voucher that applies, the amount from the server
 * and the payment method. Submitting creates the order once and pays it, then shows the order.
 */
export default function CreateOrderScreen() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const search = useSearch();
  const context = useMemo(() => readOrderContext(search), [search]);
  const [draft, update, resetDraft] = useOrderDraft(JSON.stringify(context), context.couponId);
  const cart = useCart();
  const fixedKind = resolveOrderKind(context);
  const savedShopId = useAtomValue(shopIdAtom);
  const preferredKind = usePreferredKind(savedShopId, fixedKind === null);
  const kind = fixedKind ?? draft.chosenKind ?? preferredKind;
  const door = kind === 'door-to-door';
  // where the kind is the customer's to choose, it may start on door-to-door (chosen last time, or the only one
  // on offer): that section's code comes as the form opens
  useEffect(() => {
    if (fixedKind === null) prepareDoorSection();
  }, [fixedKind]);

  const store = useQuery({
    ...storeQueries.info(context.storeNo ?? ''),
    enabled: kind === 'store' && !!context.storeNo,
  });
  const lockerNo = cabinetOf(kind, context);
  const locker = useQuery({ ...lockerQueries.info(lockerNo ?? ''), enabled: lockerNo !== null });
  const receiving = useAtomValue(receivingAtom);
  const shopId = Number(store.data?.shopId ?? locker.data?.shopId ?? savedShopId);
  const appointment = useQuery({ ...siteQueries.appointment({ shopId }), enabled: door });

  // The voucher counts only while it applies to what is in the cart now.
  const coupons = useQuery(walletQueries.couponList(COUPON_QUERY));
  const couponOrder = useMemo(() => ({ goodsIds: cart.lines.map((line) => line.id), subtotal: cart.total }), [cart]);
  const chosenCoupon = coupons.data?.list.find((coupon) => coupon.id === draft.couponId);
  const couponId = chosenCoupon && couponProblem(chosenCoupon, couponOrder) === null ? chosenCoupon.id : null;
  useEffect(() => {
    if (draft.couponId !== null && coupons.data && couponId === null) update({ couponId: null });
  }, [draft.couponId, coupons.data, couponId, update]);

  // The amount, asked again (debounced) whenever what it depends on changes.
  const input: OrderAmountInput | null =
    kind && cart.lines.length > 0
      ? amountInput({
          kind,
          lines: cart.lines,
          couponId,
          addressId: receiving?.id ?? null,
          siteId: appointment.data?.siteId ?? null,
          shopId,
        })
      : null;
  const settledKey = useDebounced(input ? JSON.stringify(input) : '', AMOUNT_DEBOUNCE_MS);
  const settled = useMemo(() => (settledKey ? (JSON.parse(settledKey) as OrderAmountInput) : null), [settledKey]);
  const amount = useQuery({
    ...orderQueries.amount(settled ?? { items: [], kind: 'online' }),
    enabled: settled !== null && (!door || appointment.data?.open === true),
    placeholderData: keepPreviousData,
  });
  const toPay = settled && amount.data ? amount.data.actualPayment : 0;
  // Nothing to pay (a voucher covers it): no method is asked for. Only on the server's answer for what the form
  // holds now, never on one still being replaced, so no balance payment goes out for an order that costs money.
  const free =
    settled !== null &&
    settledKey === (input ? JSON.stringify(input) : '') &&
    amount.isSuccess &&
    !amount.isPlaceholderData &&
    amount.data.actualPayment === 0;
  const payMethod = free ? NOTHING_TO_PAY_METHOD : draft.payMethod;
  // why the bar shows no amount yet
  const noAmountYet = !kind
    ? t('createOrder.amount.needKind')
    : cart.lines.length === 0
      ? t('createOrder.amount.needGoods')
      : amount.isError || (door && appointment.data?.open === false)
        ? t('createOrder.amount.unavailable')
        : t('createOrder.amount.calculating');
  const chooseKind = useCallback((chosenKind: OrderKind) => update({ chosenKind }), [update]);

  const onOrderExists = useCallback(() => {
    cart.clear();
    resetDraft();
  }, [cart, resetDraft]);
  const { submit, payAgain, pending, unpaid, confirming } = useSubmitOrder({ onOrderExists });

  const confirmFreeBox = async (): Promise<boolean> => {
    if (!lockerNo) return true;
    let free: number;
    try {
      free = (await queryClient.fetchQuery(lockerQueries.freeBox(lockerNo))).freeBoxes;
    } catch {
      return false; // the client already said what went wrong
    }
    if (free > 0) return true;
    return confirmDialog({
      content: t('errors.boxFull'),
      confirmText: t('createOrder.continue'),
      cancelText: t('createOrder.cancel'),
    });
  };

  const onSubmit = () => {
    const problem = validateOrder({
      kind,
      cartEmpty: cart.lines.length === 0,
      appointmentOpen: appointment.data?.open,
      addressChosen: receiving !== null,
      slot: draft.slot,
      slotBookable: appointment.data ? isBookable(appointment.data, draft.slot) : false,
      photosUploading: draft.photos.some((photo) => photo.status === 'uploading'),
      payMethodChosen: payMethod !== null,
    });
    if (problem || !kind || !payMethod) {
      showToast(t(problem ?? 'validation.selectPaymentMethod'));
      return;
    }
    const request: OrderRequest = {
      ...amountInput({
        kind,
        lines: cart.lines,
        couponId,
        addressId: receiving?.id ?? null,
        siteId: appointment.data?.siteId ?? null,
        shopId,
      }),
      shopId,
      ...(lockerNo ? { lockerNo } : {}),
      ...(kind === 'store' && context.storeNo ? { storeNo: context.storeNo } : {}),
      ...(door && draft.slot ? { expectedVisitTime: visitTime(draft.slot) } : {}),
      ...(draft.remarks.trim() ? { remarks: draft.remarks.trim() } : {}),
      photos: draft.photos.flatMap((photo) => (photo.status === 'done' && photo.url ? [photo.url] : [])),
    };
    // the balance question comes before create, which pays from the balance at once; nothing to ask when free,
    // and no amount said unless the server's answer is for what the form holds now
    const counted =
      settledKey === (input ? JSON.stringify(input) : '') && amount.isSuccess && !amount.isPlaceholderData;
    const balanceAmount = free ? 0 : counted ? amount.data.actualPayment || null : null;
    const prepare = async () =>
      (await confirmFreeBox()) && (payMethod !== 'balance' || (await confirmBalance(balanceAmount, t, i18n.language)));
    void submit(payMethod, request, prepare);
  };

  if (confirming) {
    return (
      <Page title={t('routes.createOrder')}>
        <PaymentConfirming label={confirming.label} amount={confirming.amount} />
      </Page>
    );
  }

  if (unpaid) {
    return (
      <Page title={t('routes.createOrder')}>
        <UnpaidOrderPanel order={unpaid} pending={pending} onPay={(method) => void payAgain(method)} />
      </Page>
    );
  }

  const goodsLink = withQuery(
    PATHS.productList,
    orderContextQuery({ ...context, kind: context.kind ?? kindParam(kind) }),
  );

  return (
    <Page title={t('routes.createOrder')}>
      <form
        className="create-order"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {fixedKind === null ? (
          <KindChooser shopId={shopId} value={kind} onChange={chooseKind} />
        ) : (
          <p className="order-kind-banner">{t(`createOrder.kind.${fixedKind}`)}</p>
        )}
        {kind === 'store' && context.storeNo && <StoreHeader storeNo={context.storeNo} />}
        {lockerNo && <LockerHeader lockerNo={lockerNo} />}
        {door && <DoorToDoorSection appointment={appointment} draft={draft} update={update} />}

        <section className="form-card" aria-labelledby="goods-title">
          <div className="form-section-head">
            <h2 id="goods-title" className="form-section-title">
              {t('createOrder.goods.title')}
            </h2>
            {cart.lines.length > 0 && (
              <button type="button" className="text-link" onClick={() => navigate(goodsLink)}>
                {t('createOrder.goods.addMore')}
              </button>
            )}
          </div>
          {cart.lines.length > 0 ? (
            <CartLines />
          ) : (
            <div className="goods-none">
              <p>{t('createOrder.goods.empty')}</p>
              <Button color="primary" fill="outline" onClick={() => navigate(goodsLink)}>
                {t('createOrder.goods.choose')}
              </Button>
            </div>
          )}
        </section>

        <section className="form-card">
          <label htmlFor="order-remarks" className="form-section-title">
            {t('createOrder.remarks.label')}
          </label>
          <textarea
            id="order-remarks"
            className="remarks"
            rows={3}
            maxLength={200}
            placeholder={t('createOrder.remarks.placeholder')}
            value={draft.remarks}
            onChange={(event) => update({ remarks: event.target.value })}
          />
          <p className="form-note form-count" aria-live="polite">
            {draft.remarks.length}/200
          </p>
        </section>

        <PhotoUploader photos={draft.photos} update={update} />

        <section className="form-card form-card-rows">
          <VoucherPicker order={couponOrder} value={couponId} onChange={(id) => update({ couponId: id })} />
        </section>

        <AmountSummary amount={amount} showDelivery={door} />

        <section className="form-card form-card-flush">
          {free ? (
            <NothingToPay />
          ) : (
            <PaymentMethodPicker
              amount={toPay}
              value={draft.payMethod}
              onChange={(method) => update({ payMethod: method })}
            />
          )}
        </section>

        <div className="bottom-bar-spacer" />
        <div className="bottom-bar">
          {amount.data && settled ? (
            <span className="submit-bar-total">
              {t('createOrder.amount.actualPayment')}{' '}
              <strong>
                <Money amount={amount.data.actualPayment} />
              </strong>
            </span>
          ) : (
            // why there is no amount yet, in plain type: it is no price
            <span id="submit-bar-why" className="submit-bar-total">
              {noAmountYet}
            </span>
          )}
          {/* nothing to order without goods: the button waits for them, and says why through the note beside it */}
          <Button
            type="submit"
            color="primary"
            loading={pending}
            disabled={pending || cart.lines.length === 0}
            aria-describedby={amount.data && settled ? undefined : 'submit-bar-why'}
            className="submit-bar-button"
          >
            {t('createOrder.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
