import { isSafeNumber, parse } from 'lossless-json';
import { BASE, type JavaMode, MOCK_JAVA_KEY } from '../../mocks/java';
import type { Query, RouteName } from './paths';

// What the Java-server mock (mocks/java.ts) makes of the seed's ids, and its answers read without loss: for the
// Playwright specs (e2e/support/java.ts) and the WebKit lane (e2e-webkit/java.test.ts) alike, so nothing here
// needs a browser or a test runner.

export { type JavaMode, MOCK_JAVA_KEY };

/** The snowflake the Java mock answers for the seed's id `id`: 19 digits, beyond what a JS number holds. */
export const snowflake = (id: number): string => String(BASE + BigInt(id));

/**
 * JSON text parsed without loss: a number a JS number cannot hold exactly (a bare 19-digit id) is kept as its
 * digits, so ids read the same in both modes, as strings of digits.
 */
export const parseExact = (text: string): unknown =>
  parse(text, null, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));

/** The raw answer's ids are written as `mode` does: 19 digits, bare ('numbers') or quoted ('strings'). */
export function writesIdsAs(text: string, mode: JavaMode): boolean {
  return (mode === 'numbers' ? /"id":\d{19}[,}]/ : /"id":"\d{19}"/).test(text);
}

/** The query each route of spec section 2 is opened with, with the seed's ids as the Java mock writes them. */
export const JAVA_ROUTE_QUERY: Partial<Record<RouteName, Query>> = {
  productList: { kind: 'door' },
  productDetail: { id: snowflake(101) },
  createOrder: { kind: 'scan', lockerNo: 'L001' },
  orderDetail: { id: snowflake(1) },
  orderSteps: { orderInfoId: snowflake(5006) },
  pendingList: { lockerNo: 'L001', shopId: 0 },
  address: { family: 'receiving' },
  newAddress: { id: snowflake(1), family: 'receiving' },
  overduePayment: { orderInfoId: snowflake(5009), kind: 'overdue' },
};
