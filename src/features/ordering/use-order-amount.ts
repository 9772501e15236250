import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderAmountInput, orderQueries } from '../../api/order';
import type { OrderKind } from '../../api/schemas/order';
import type { AppointmentInfo } from '../../api/schemas/site';
import type { CartLine } from '../../lib/cart';
import type { Id } from '../../lib/id';
import { amountInput } from './amount';
import { useDebounced } from './use-debounced';

/** How long the form waits for typing to settle before asking for the amount again. */
const AMOUNT_DEBOUNCE_MS = 300;

type Draft = {
  kind: OrderKind | null;
  lines: readonly CartLine[];
  couponId: Id | null;
  addressId: Id | null;
  appointment: UseQueryResult<AppointmentInfo>;
  shopId: Id;
};

/**
 * The order's amount from the server, asked again (debounced) whenever what it depends on changes: `input`
 * (what the form holds now, null without a kind or goods), `amount` (the query), `current` (whether its
 * answer is for what the form holds now, not one still being replaced), `free` (nothing to pay, on a current
 * answer only, so no balance payment goes out for an order that costs money) and `why` there is none yet.
 */
export function useOrderAmount({ kind, lines, couponId, addressId, appointment, shopId }: Draft) {
  const { t } = useTranslation();
  const door = kind === 'door-to-door';
  const input: OrderAmountInput | null =
    kind && lines.length > 0
      ? amountInput({ kind, lines, couponId, addressId, siteId: appointment.data?.siteId ?? null, shopId })
      : null;
  const inputKey = input ? JSON.stringify(input) : '';
  const settledKey = useDebounced(inputKey, AMOUNT_DEBOUNCE_MS);
  const settled = useMemo(() => (settledKey ? (JSON.parse(settledKey) as OrderAmountInput) : null), [settledKey]);
  const amount = useQuery({
    ...orderQueries.amount(settled ?? { items: [], kind: 'online' }),
    enabled: settled !== null && (!door || appointment.data?.open === true),
    placeholderData: keepPreviousData,
  });
  const current = settled !== null && settledKey === inputKey && amount.isSuccess && !amount.isPlaceholderData;
  const free = current && amount.data?.actualPayment === 0;
  const shown = settled !== null && amount.data !== undefined;
  const why = !kind
    ? t('createOrder.amount.needKind')
    : lines.length === 0
      ? t('createOrder.amount.needGoods')
      : amount.isError || (door && appointment.data?.open === false)
        ? t('createOrder.amount.unavailable')
        : t('createOrder.amount.calculating');
  return {
    input,
    amount,
    current,
    free,
    shown,
    why,
    toPay: settled && amount.data ? amount.data.actualPayment : 0,
  };
}
