import { getBillList } from '../../api/wallet';

/** How many of the newest records are searched for a top-up just paid. */
const RECENT_RECORDS = 20;

/**
 * Reads one top-up back from the server: is it paid (credited) now? The user-api has no call that reads a
 * single recharge, but a paid one is credited as a 'recharge' record whose `orderNo` is the recharge number
 * (`/wallet/bill-list`, newest first), so the newest records answer it.
 */
export async function isRechargeCredited(rechargeNo: string): Promise<boolean> {
  const { list } = await getBillList({ pageNum: 1, pageSize: RECENT_RECORDS });
  return list.some((bill) => bill.kind === 'recharge' && bill.orderNo === rechargeNo);
}
