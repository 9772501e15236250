import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { authQueries } from '../../api/auth';
import { goodsQueries } from '../../api/goods';
import type { GoodsDetail } from '../../api/schemas/goods';
import type { CartLine } from '../../lib/cart';
import type { Id } from '../../lib/id';
import { cartAtom } from '../../state/cart';
import { isLoggedInAtom } from '../../state/session';
import { shopIdAtom } from '../../state/shop';
import { showToast } from '../../ui/feedback/toast';
import { priceFor } from './pricing';

/** A line at today's prices for this customer; the line itself when its goods or an add-on is unknown. */
function repriced(line: CartLine, goods: GoodsDetail | undefined, member: boolean): CartLine {
  if (!goods) return line;
  const addOns = line.goodsAddVos.map((addOn) => {
    const now = goods.goodsAddVos.find((known) => known.id === addOn.id);
    return now ? { ...addOn, price: now.price } : addOn;
  });
  return { ...line, price: priceFor(goods, member), goodsAddVos: addOns };
}

/**
 * The goods answered, by id. Defined once (not inline), so the query layer hands back the same map while the
 * answers stay the same, and the re-pricing effect does not run on every render.
 */
const goodsById = (list: GoodsDetail[]) => new Map(list.map((goods) => [goods.id, goods] as const));
const NONE_YET = new Map<Id, GoodsDetail>();

const samePrices = (a: CartLine, b: CartLine) =>
  a.price === b.price && a.goodsAddVos.every((addOn, i) => addOn.price === b.goodsAddVos[i]?.price);

/**
 * Keeps the cart's prices those the order will charge: a line keeps the price seen when it was added, which
 * changes when the customer logs in as a member (or out), or the goods' price changed meanwhile. Once the
 * customer's member status and the goods are known, lines are re-priced, and a toast says so: over the screen,
 * not in it, since a line put into the form as the answers came moved the payment methods down under a finger
 * about to tap one (the lines' own prices show the new figures).
 */
export function useRepriceCart(): void {
  const { t } = useTranslation();
  const [lines, setLines] = useAtom(cartAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const shopId = useAtomValue(shopIdAtom);
  const user = useQuery({ ...authQueries.userInfo(shopId), enabled: loggedIn });
  const member = loggedIn ? user.data?.member : false;
  const ids = useMemo(() => [...new Set(lines.map((line) => line.id))], [lines]);
  const answered = useQuery({ ...goodsQueries.infos(ids), enabled: ids.length > 0, select: goodsById });
  const goods = answered.data ?? NONE_YET;

  useEffect(() => {
    if (member === undefined || lines.length === 0) return;
    const next = lines.map((line) => repriced(line, goods.get(line.id), member));
    if (next.every((line, i) => samePrices(line, lines[i] as CartLine))) return;
    setLines(next);
    showToast(t('cart.repriced'));
  }, [lines, goods, member, setLines, t]);
}
