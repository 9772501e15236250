import { createOrder, newRequestId } from '../api/order-writes';
import { getWalletInfo } from '../api/wallet';

type Draft = Parameters<typeof createOrder>[0];

/** Two standard sneaker washes with whitening at cabinet L001: member price 2 × 25 + 2 × 10. */
export const draft = (overrides: Partial<Draft> = {}): Draft => ({
  requestId: newRequestId(),
  shopId: '0',
  kind: 'cabinet',
  lockerNo: 'L001',
  items: [{ goodsId: '101', count: 2, addOnIds: ['1'] }],
  ...overrides,
});

/** Creates through the api, insisting on the whole order in the answer (the mock sends it). */
export async function create(input: Draft) {
  const result = await createOrder(input);
  if (!result.order) throw new Error('the answer carries no readable order');
  return { ...result, order: result.order };
}

/** The logged-in customer's wallet balance. */
export const balanceOf = async () => (await getWalletInfo()).balance;
