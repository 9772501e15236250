import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { lockerQueries } from '../../api/locker';
import type { OrderKind } from '../../api/schemas/order';
import { siteQueries } from '../../api/site';
import { storeQueries } from '../../api/store';
import { cabinetOf, resolveOrderKind } from '../../lib/order-kind';
import { PATHS, withQuery } from '../../lib/paths';
import { receivingAtom } from '../../state/addresses';
import { shopIdAtom } from '../../state/shop';
import { KeptMark } from '../../ui/KeptMark';
import { useKeptCopy } from '../../ui/kept-copy';
import { leaveCheckout } from '../../ui/page/checkout-history';
import { Page } from '../../ui/page/Page';
import { type OrderContext, orderContextQuery, useCart, useOrderContext } from '../goods';
import { NOTHING_TO_PAY_METHOD, NothingToPay, PaymentMethodPicker } from '../payment-method';
import { useHeldVoucher } from '../vouchers';
import { AmountSummary } from './AmountSummary';
import { doorSection } from './door-section';
import { useOrderDraft } from './draft';
import { KindChooser, usePreferredKind } from './KindChooser';
import { OrderGoods } from './OrderGoods';
import { OrderRemarks } from './OrderRemarks';
import { PendingCreateNotice } from './PendingCreateNotice';
import { PhotoUploader } from './PhotoUploader';
import { usePendingCreate } from './pending-create';
import { LockerHeader, StoreHeader } from './SiteHeader';
import { SubmitBar } from './SubmitBar';
import { isBookable, visitTime } from './slots';
import { useSubmitEngine } from './submit-engine';
import { useApplyingCoupon } from './use-applying-coupon';
import { useOrderAmount } from './use-order-amount';
import { useOrderCheck } from './use-order-check';
import type { OrderRequest } from './use-submit-order';
import { heldVoucherLine, VoucherPicker } from './VoucherPicker';
import './create-order.css';

const { Part: DoorToDoorSection, prepare: prepareDoorSection } = doorSection;

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
  const { t } = useTranslation();
  const context = useOrderContext();
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
  // the cabinet (and so the shop the order is sent to) may be the copy kept on the phone from the last visit
  // (src/app/kept-answers.ts): shown, but an order is sent and paid on the server's answer only
  const keptKeys = lockerNo === null ? [] : [lockerQueries.info(lockerNo).queryKey];
  const lockerKept = useKeptCopy(keptKeys).kept;
  const receiving = useAtomValue(receivingAtom);
  const shopId = store.data?.shopId ?? locker.data?.shopId ?? savedShopId;
  const appointment = useQuery({ ...siteQueries.appointment({ shopId }), enabled: door });
  const coupon = useApplyingCoupon(draft.couponId, cart.lines, cart.total, update);
  // the voucher the customer came with from My vouchers, said beside the goods to choose while there are none
  const held = useHeldVoucher(cart.lines.length === 0 ? draft.couponId : null).voucher;
  const { couponId } = coupon;
  const addressId = receiving?.id ?? null;
  const priced = useOrderAmount({ kind, lines: cart.lines, couponId, addressId, appointment, shopId });
  // nothing to pay (a voucher covers it): no method is asked for
  const payMethod = priced.free ? NOTHING_TO_PAY_METHOD : draft.payMethod;
  const chooseKind = useCallback((chosenKind: OrderKind) => update({ chosenKind }), [update]);
  const check = useOrderCheck({
    kind,
    cartEmpty: cart.lines.length === 0,
    appointmentOpen: appointment.data && (appointment.data.open ?? appointment.data.slots.length > 0),
    addressChosen: receiving !== null,
    slot: draft.slot,
    slotBookable: appointment.data ? isBookable(appointment.data, draft.slot) : false,
    photosUploading: draft.photos.some((photo) => photo.status === 'uploading'),
    payMethodChosen: payMethod !== null,
  });

  const onOrderExists = useCallback(() => {
    cart.clear();
    resetDraft();
  }, [cart, resetDraft]);
  const engine = useSubmitEngine(onOrderExists);
  // a create of this customer's whose answer never came (a reload meanwhile): the order it made is shown, and
  // nothing is sent until the orders have been read back
  const pending = usePendingCreate();
  const [, navigate] = useLocation();
  const found = pending.state === 'found' ? pending.order : null;
  useEffect(() => {
    if (!found) return;
    onOrderExists();
    leaveCheckout(withQuery(PATHS.orderDetail, { id: found.id }), navigate);
  }, [found, navigate, onOrderExists]);

  const onSubmit = () => {
    if (pending.state !== 'none' || lockerKept) return;
    if (!check.passes() || !kind || !payMethod || !priced.input) return;
    const request: OrderRequest = {
      ...priced.input,
      shopId,
      ...(lockerNo ? { lockerNo } : {}),
      ...(kind === 'store' && context.storeNo ? { storeNo: context.storeNo } : {}),
      ...(door && draft.slot ? { expectedVisitTime: visitTime(draft.slot) } : {}),
      ...(draft.remarks.trim() ? { remarks: draft.remarks.trim() } : {}),
      photos: draft.photos.flatMap((photo) => (photo.status === 'done' && photo.url ? [photo.url] : [])),
    };
    // the amount the balance question says: only the server's answer for what the form holds now (0, free:
    // nothing is asked)
    const balanceAmount = priced.free ? 0 : priced.current ? priced.amount.data?.actualPayment || null : null;
    void engine.withEngine(({ submit }) => submit(payMethod, request, { lockerNo, balanceAmount }));
  };

  const goodsLink = withQuery(
    PATHS.productList,
    orderContextQuery({ ...context, kind: context.kind ?? kindParam(kind) }),
  );

  return (
    <Page title={t('routes.createOrder')}>
      <KeptMark queryKeys={keptKeys} />
      {/* first, in the same place whether the form or the order's panel shows: it is never remounted */}
      {engine.part}
      <PendingCreateNotice {...pending} />
      {!engine.takenOver && (
        <form
          ref={check.form}
          className="create-order"
          noValidate
          // the submit-and-pay path loads as the form is first used
          onPointerDownCapture={engine.load}
          onFocusCapture={engine.load}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {fixedKind === null ? (
            <KindChooser shopId={shopId} value={kind} onChange={chooseKind} problem={check.problemAt('kind')} />
          ) : (
            <p className="order-kind-banner">{t(`createOrder.kind.${fixedKind}`)}</p>
          )}
          {kind === 'store' && context.storeNo && <StoreHeader storeNo={context.storeNo} />}
          {lockerNo && <LockerHeader lockerNo={lockerNo} />}
          {door && (
            <DoorToDoorSection
              appointment={appointment}
              draft={draft}
              update={update}
              problems={{
                door: check.problemAt('door'),
                address: check.problemAt('address'),
                time: check.problemAt('time'),
              }}
            />
          )}
          <OrderGoods
            empty={cart.lines.length === 0}
            goodsLink={goodsLink}
            problem={check.problemAt('goods')}
            voucherNote={held ? heldVoucherLine(t, held) : null}
          />
          <OrderRemarks value={draft.remarks} onChange={(remarks) => update({ remarks })} />
          <PhotoUploader photos={draft.photos} update={update} problem={check.problemAt('photos')} />
          <section className="form-card form-card-rows">
            <VoucherPicker
              order={coupon.order}
              value={couponId}
              held={draft.couponId}
              onChange={(id) => update({ couponId: id })}
            />
          </section>
          <AmountSummary amount={priced.amount} showDelivery={door} />
          <section className="form-card form-card-flush">
            {priced.free ? (
              <NothingToPay />
            ) : (
              <PaymentMethodPicker
                amount={priced.toPay}
                value={draft.payMethod}
                onChange={(method) => update({ payMethod: method })}
                problem={check.problemAt('pay')}
              />
            )}
          </section>
          <SubmitBar
            toPay={priced.shown ? (priced.amount.data?.actualPayment ?? null) : null}
            why={priced.why}
            pending={engine.pending}
            noGoods={cart.lines.length === 0}
            held={pending.state !== 'none' || lockerKept}
          />
        </form>
      )}
    </Page>
  );
}
