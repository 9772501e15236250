import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import vi from '../../locales/vi.json';
import zh from '../../locales/zh-CN.json';
import { flatten } from '../../scripts/locale-texts';

/**
 * The two charges owed before collecting have one name each, in every screen, dialog, record and locale
 * (the same fee was an "overtime fee", a "timeout fee", an "overdue expense" and an
 * "overdue fee"). Every text that names a charge uses its one name, and no text uses another.
 */
/** The texts that name the fee for storage past the free time. */
const OVERDUE_FEE_KEYS = [
  'errors.overdueFee',
  'errors.overdueFeeAmount',
  'payment.subject.overdue',
  'lockers.overtimeFeeDue',
  'orders.hint.overdue',
  'orders.costs.overtimeFeeDue',
  'orders.costs.overtimeFeePaid',
  'orders.detail.dueOvertime',
  'orders.actions.payOverdue',
  'orders.countdown.owed',
  'overdue.titleOverdue',
  'overdue.rule',
  'wallet.kinds.overdue-expense',
  'wallet.kinds.overdue-refund',
];

/** The texts that name the extra the shop found. */
const PRICE_DIFFERENCE_KEYS = [
  'errors.payDifferenceFirst',
  'errors.payDifferenceFirstAmount',
  'payment.subject.priceDifference',
  'lockers.priceDifferenceDue',
  'orders.status.price-difference',
  'orders.hint.price-difference',
  'orders.type.price-difference',
  'orders.fields.priceDifference',
  'orders.fields.priceDifferenceReason',
  'orders.costs.priceDifferencePaid',
  'orders.costs.priceDifferenceDue',
  'orders.detail.dueDifference',
  'orders.actions.payDifference',
  'overdue.titleDifference',
  'wallet.kinds.price-difference-payment',
];

const LOCALES = [
  {
    name: 'en',
    texts: flatten(en),
    overdueFee: /overdue fee/i,
    priceDifference: /price difference/i,
    // the other names the fee and the difference went by
    others: [/overtime/i, /timeout fee/i, /expense/i, /price[- ]different\b/i, /pay the difference/i],
  },
  {
    name: 'vi',
    texts: flatten(vi),
    overdueFee: /phí quá hạn/i,
    priceDifference: /tiền chênh lệch/i,
    // "chênh lệch" is always "tiền chênh lệch", never "chênh lệch giá" or "phần chênh lệch"
    others: [/(?<!tiền )chênh lệch/i, /thanh toán quá hạn/i],
  },
  {
    name: 'zh-CN',
    texts: flatten(zh),
    overdueFee: /超时费/,
    priceDifference: /差价/,
    others: [/超时费用/, /逾期/, /补差价/, /超时规则/],
  },
];

describe('one name for each charge owed before collecting', () => {
  for (const locale of LOCALES) {
    it(`${locale.name}: every text about the overdue fee or the price difference names it by its one name`, () => {
      for (const key of OVERDUE_FEE_KEYS) expect(locale.texts.get(key), key).toMatch(locale.overdueFee);
      for (const key of PRICE_DIFFERENCE_KEYS) expect(locale.texts.get(key), key).toMatch(locale.priceDifference);
    });

    it(`${locale.name}: no text calls them by another name`, () => {
      const strays = [...locale.texts].filter(([, text]) => locale.others.some((other) => other.test(text)));
      expect(strays).toEqual([]);
    });
  }
});
