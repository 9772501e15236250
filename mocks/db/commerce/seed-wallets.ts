import { round2 } from '../../lib/money';
import { txt } from '../../lib/text';
import { daysFromNow } from '../../lib/time';
import type { BillKind, BillRow, CommerceTables } from './tables';

/** Wallets with the demo customer's balance records, and the shops' top-up offers. */

export function seedWallets(now: number): Pick<CommerceTables, 'wallets' | 'bills'> {
  // The demo customer's history, oldest first; balances are replayed so the records agree with 200.00 today.
  const history: Array<[BillKind, number, string | null, number]> = [
    ['recharge', 240, 'R20260101000001', 40],
    ['order-payment', -49, 'SO202601050001', 35],
    ['order-refund', 49, 'SO202601050001', 34],
    ['order-payment', -68, 'SO202601100002', 30],
    ['price-difference-payment', -15, 'SO202601100002', 29],
    ['overdue-expense', -6, 'SO202601100002', 25],
    ['overdue-refund', 6, 'SO202601100002', 24],
    ['backend-recharge', 50, null, 20],
    ['balance-deduction', -7, null, 12],
  ];
  let balance = 0;
  const bills: BillRow[] = history.map(([kind, amount, orderNo, daysAgo], index) => {
    balance = round2(balance + amount);
    return {
      id: index + 1,
      userId: 1001,
      kind,
      amount,
      balanceAfter: balance,
      orderNo,
      time: daysFromNow(-daysAgo, now),
    };
  });
  return {
    wallets: [
      // 240 credited by a 200 package with a 40 gift: the gift part is untouched (spending uses paid-in money first).
      { userId: 1001, balance: 200, giftBalance: 40, totalRecharge: 200 },
      { userId: 1002, balance: 0, giftBalance: 0, totalRecharge: 0 },
    ],
    bills,
  };
}

export function seedRecharge(): Pick<CommerceTables, 'rechargeActivities' | 'recharges'> {
  return {
    rechargeActivities: [
      {
        activityId: 1,
        shopId: 0,
        title: txt('Top up and get more', 'Nạp nhiều nhận nhiều', '充多送多'),
        packages: [
          { id: 1, price: 50, giftAmount: 5, payAmount: 50, newUserPack: false },
          { id: 2, price: 100, giftAmount: 15, payAmount: 100, newUserPack: false },
          { id: 3, price: 200, giftAmount: 40, payAmount: 200, newUserPack: false },
          { id: 4, price: 100, giftAmount: 20, payAmount: 80, newUserPack: true },
        ],
      },
      {
        activityId: 2,
        shopId: 3,
        title: txt('Fresh Steps wallet bonus', 'Thưởng ví Fresh Steps', 'Fresh Steps 充值礼'),
        packages: [
          { id: 5, price: 100, giftAmount: 10, payAmount: 100, newUserPack: false },
          { id: 6, price: 300, giftAmount: 60, payAmount: 300, newUserPack: false },
          { id: 7, price: 50, giftAmount: 10, payAmount: 30, newUserPack: true },
        ],
      },
    ],
    recharges: [],
  };
}
