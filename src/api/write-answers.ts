import type { PayMethod } from './schemas/wallet';

/**
 * What the app requires of the answer to each write (every POST of spec section 7): the fields of `data` the
 * next step cannot do without, and why. Everything else a write answers is optional: a write answered with
 * code 200 is done, and where the app wants more it reads the state back (CONTRACT.md, "Writes").
 *
 * The one source for the mock's bare-writes mode (mocks/bare-writes.ts answers exactly these fields) and for
 * the published contract (docs/contract.openapi.json marks them, src/api/contract.test.ts).
 */

/** What one write's answer must hold. */
export type WriteNeed =
  /** `data` may be null or anything: the app reads the state back. */
  | { kind: 'nothing'; why: string }
  /** These top-level fields of `data`, whole. */
  | { kind: 'fields'; fields: readonly string[]; why: string }
  /** A paying call: what the chosen pay method (the request's `payMethod`) opens. */
  | { kind: 'by-pay-method'; fields: Readonly<Record<PayMethod, readonly string[]>>; why: string }
  /** A read sent as POST: its whole answer is what the customer is shown. */
  | { kind: 'whole'; why: string };

const PAYING: WriteNeed = {
  kind: 'by-pay-method',
  fields: { 'chat-app': ['payParams'], card: ['payUrl'], balance: [] },
  why:
    "the chat app's payment sheet cannot open without `payParams`, nor the card page without `payUrl`; a " +
    'balance payment is done on the server, and the app reads the order (or the wallet) back',
};

const READ_BACK = 'a code-200 answer means done; the app reads the state back instead';

export const WRITE_ANSWERS = {
  '/auth/password-login': { kind: 'fields', fields: ['token'], why: 'the session: every later call carries it' },
  '/auth/register': { kind: 'fields', fields: ['token'], why: 'the session: every later call carries it' },
  '/auth/ma-auth-phone': { kind: 'fields', fields: ['token'], why: 'the session: every later call carries it' },
  '/auth/update-password': { kind: 'nothing', why: 'the customer logs in with the new password' },
  '/sms/send': { kind: 'nothing', why: 'the code arrives by SMS' },
  '/file/upload': {
    kind: 'fields',
    fields: ['url'],
    why: "the uploaded photo's address, which the app shows and sends on (uploads to the user-api host only)",
  },

  '/order/create': {
    kind: 'nothing',
    why:
      "an order id and the payment's parameters are used when present; otherwise the app finds the new order " +
      'by reading the orders back (same goods, created in the last minutes) and pays it with /order/group-pay',
  },
  '/order/count-order-amount': { kind: 'whole', why: 'a read sent as POST: the price shown before paying' },
  '/order/store-open': {
    kind: 'fields',
    fields: ['resultId'],
    why: "the box opening is followed with /order/open-result {resultId}: the door's state is read there",
  },
  '/order/pick-open': {
    kind: 'fields',
    fields: ['resultId'],
    why: "the box opening is followed with /order/open-result {resultId}: the door's state is read there",
  },
  '/order/store-success': { kind: 'nothing', why: READ_BACK },
  '/order/pick-success': { kind: 'nothing', why: READ_BACK },
  '/order/refund': { kind: 'nothing', why: READ_BACK },
  '/order/binding-order': { kind: 'nothing', why: READ_BACK },
  '/order/group-pay': PAYING,
  '/order/pay-price-diff': PAYING,
  '/order/pay-timeout-fee': PAYING,
  '/wallet/recharge': PAYING,
  '/wallet/create-order-coupon': { kind: 'nothing', why: "a claimed voucher is read back from the customer's list" },

  '/receiving/add': { kind: 'nothing', why: READ_BACK },
  '/receiving/del': { kind: 'nothing', why: READ_BACK },
  '/receiving/set-default': { kind: 'nothing', why: READ_BACK },
  '/receiving/add-addr': { kind: 'nothing', why: READ_BACK },
  '/receiving/set-addr': { kind: 'nothing', why: READ_BACK },
  '/receiving/del-addr': { kind: 'nothing', why: READ_BACK },
  '/receiving/set-addr-default': { kind: 'nothing', why: READ_BACK },

  '/activity/receive-new-user': {
    kind: 'nothing',
    why: 'the welcome coupon is shown when `gaveCoupon.couponVo` is there; code 200 alone means claimed',
  },
  '/expand/receive': {
    kind: 'nothing',
    why: 'the invite reward is shown when `newReward.couponVo` is there; code 200 alone means claimed',
  },
} as const satisfies Record<string, WriteNeed>;

export type WritePath = keyof typeof WRITE_ANSWERS;

export const isWritePath = (path: string): path is WritePath => Object.hasOwn(WRITE_ANSWERS, path);

/**
 * The fields of `data` the app requires of a write's answer: a list (empty: nothing), or 'whole' for a read
 * sent as POST. `payMethod` is the request's, for the paying calls; an unknown pay method requires nothing.
 * A POST this list does not name requires nothing, as the contract says of every other write.
 */
export function requiredAnswerFields(path: string, payMethod?: unknown): readonly string[] | 'whole' {
  if (!isWritePath(path)) return [];
  const need: WriteNeed = WRITE_ANSWERS[path];
  switch (need.kind) {
    case 'nothing':
      return [];
    case 'fields':
      return need.fields;
    case 'whole':
      return 'whole';
    case 'by-pay-method':
      return typeof payMethod === 'string' && Object.hasOwn(need.fields, payMethod)
        ? need.fields[payMethod as PayMethod]
        : [];
  }
}
