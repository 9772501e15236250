import { describe, expect, it } from 'vitest';
import { confirmingPaymentsAtom } from '../state/payments-confirming';
import { getAppStore, resetAppStore } from '../state/store';
import { applyLandingParams } from './landing';

const APP = 'https://shoes.example/';
const ORDER = '#/pages/Order/OrderDetail/index?id=1';

function rememberPayments() {
  resetAppStore();
  const store = getAppStore();
  store.set(confirmingPaymentsAtom, [
    { key: 'order:1', at: new Date(), amount: 12, balanceBefore: null, totalRechargeBefore: null, via: 'card' },
    { key: 'order:2', at: new Date(), amount: 8, balanceBefore: null, totalRechargeBefore: null, via: 'chat-app' },
  ]);
  return store;
}

describe('coming back from the card page', () => {
  it.each(['cancelled', 'failed'])('believes a %s card payment at once: the order may be paid again', (result) => {
    const store = rememberPayments();
    applyLandingParams(store, `${APP}?payResult=${result}${ORDER}`);
    expect(store.get(confirmingPaymentsAtom).map((entry) => entry.key)).toEqual(['order:2']);
  });

  it('keeps a card payment the page called paid as being confirmed: only the server says paid', () => {
    const store = rememberPayments();
    applyLandingParams(store, `${APP}?payResult=paid${ORDER}`);
    expect(store.get(confirmingPaymentsAtom).map((entry) => entry.key)).toEqual(['order:1', 'order:2']);
  });

  it('changes nothing on a landing that is not a return from the card page', () => {
    const store = rememberPayments();
    applyLandingParams(store, `${APP}${ORDER}`);
    expect(store.get(confirmingPaymentsAtom)).toHaveLength(2);
  });
});
