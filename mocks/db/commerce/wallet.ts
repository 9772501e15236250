import { round2 } from '../../lib/money';
import { nextId } from '../../lib/rows';
import { nowIso } from '../../lib/time';
import type { Db } from '../types';
import type { BillKind, BillRow, WalletRow } from './tables';

/** Spending from and paying into a customer's wallet; every change leaves a balance record. */

/** The customer's wallet, opened empty on first use (a customer registered after the seed has none yet). */
export function walletOf(db: Db, userId: number): WalletRow {
  let wallet = db.wallets.find((row) => row.userId === userId);
  if (!wallet) {
    wallet = { userId, balance: 0, giftBalance: 0, totalRecharge: 0 };
    db.wallets.push(wallet);
  }
  return wallet;
}

function addBill(db: Db, userId: number, kind: BillKind, amount: number, balanceAfter: number, orderNo: string | null) {
  const bill: BillRow = {
    id: nextId(db.bills),
    userId,
    kind,
    amount: round2(amount),
    balanceAfter: round2(balanceAfter),
    orderNo,
    time: nowIso(),
  };
  db.bills.push(bill);
  return bill;
}

/** Takes `amount` (positive) from the balance and records it, or refuses when the balance is too low. */
export function chargeBalance(
  db: Db,
  userId: number,
  amount: number,
  kind: BillKind,
  orderNo: string | null,
): { ok: true; balance: number } | { ok: false; reason: 'insufficient' } {
  const charge = round2(Math.abs(amount));
  const wallet = walletOf(db, userId);
  if (wallet.balance + 1e-9 < charge) return { ok: false, reason: 'insufficient' };
  const paidIn = round2(wallet.balance - wallet.giftBalance);
  if (charge > paidIn) wallet.giftBalance = round2(Math.max(0, wallet.giftBalance - (charge - paidIn)));
  wallet.balance = round2(wallet.balance - charge);
  addBill(db, userId, kind, -charge, wallet.balance, orderNo);
  return { ok: true, balance: wallet.balance };
}

/** Adds `amount` (positive) to the balance, records it and returns the new balance. */
export function creditBalance(db: Db, userId: number, amount: number, kind: BillKind, orderNo: string | null): number {
  const credit = round2(Math.abs(amount));
  const wallet = walletOf(db, userId);
  wallet.balance = round2(wallet.balance + credit);
  addBill(db, userId, kind, credit, wallet.balance, orderNo);
  return wallet.balance;
}

/** Balance records of a customer, newest first. */
export function billsOf(db: Db, userId: number): BillRow[] {
  return db.bills.filter((bill) => bill.userId === userId).sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
}
