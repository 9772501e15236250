import { isFlagOn } from '../api/schemas/flag';
import { waitsInBox } from '../api/schemas/order-statuses';
import { parseFamily } from '../lib/address-families';
import { type Id, idParam } from '../lib/id';
import { readOrderContext } from '../lib/order-context';
import { cabinetOf, resolveOrderKind } from '../lib/order-kind';
import type { RouteName } from '../lib/paths';

/**
 * A GET a screen makes for its first paint: the path under the API base, and its query. `next`: the reads the
 * screen makes next, from this one's answer (its `data`), which the boot script sends as soon as it arrives.
 */
export type FirstRead = { path: string; query: Record<string, string>; next?: (data: unknown) => FirstRead[] };

/** What the first reads' parameters come from: the page's URL and the stored session. */
export type FirstReadInput = { query: URLSearchParams; shopId: Id; loggedIn: boolean };

type Reads = (input: FirstReadInput) => FirstRead[];

const read = (path: string, query: Record<string, string> = {}): FirstRead => ({ path, query });
const page = (pageSize: number) => ({ pageNum: '1', pageSize: String(pageSize) });
/** A route that needs a session asks a guest to log in and reads nothing (src/app/routes.ts `auth`). */
const customer =
  (reads: Reads): Reads =>
  (input) =>
    input.loggedIn ? reads(input) : [];
const byId = (path: string, param: string, next?: FirstRead['next']): Reads =>
  customer(({ query }) => {
    const id = idParam(query.get(param));
    if (id === null) return [];
    const first = read(path, { [param]: String(id) });
    return [next ? { ...first, next } : first];
  });
/** An order waiting in a box: its detail reads the sub-order too, for what is due before collecting. */
const boxedSubOrder = (order: unknown): FirstRead[] => {
  const { status, orderInfoId } = (order ?? {}) as { status?: unknown; orderInfoId?: unknown };
  const id = idParam(typeof orderInfoId === 'number' || typeof orderInfoId === 'string' ? String(orderInfoId) : null);
  return waitsInBox(status) && id !== null ? [read('/order/order-info-info', { orderInfoId: String(id) })] : [];
};
const receivingList = customer(({ query }) => [
  read(parseFamily(query.get('family')) === 'addr' ? '/receiving/addr-list' : '/receiving/list'),
]);
const agreements: Reads = ({ shopId }) => [read('/conf/get-by-shopid', { shopId: String(shopId) })];

/**
 * Each route's first reads: the queries its screen needs for its first paint, with their parameters from the
 * URL and the stored session, exactly as the screen asks for them (the query options in src/api/). The boot
 * script (src/boot/boot.ts) sends them as the page arrives, beside the screen's code, and the app's client
 * takes those answers instead of asking again (src/api/prefetched.ts): the screen renders once, with its data,
 * one wave of calls after the page. src/app/first-reads.test.tsx checks every route against what its screen
 * asks first. Only speed depends on this: a read the screen does not make goes unused, one missing here the
 * screen makes itself. Calls that need the customer's position (the nearby cabinets) are the app's: only the
 * app can ask the phone where it is. A screen drawn from the boot script's answers (Home's banner, the goods,
 * the cabinet) names those reads first.
 */
export const FIRST_READS: Record<RouteName, Reads> = {
  home: ({ shopId, loggedIn }) => [
    read('/ad/list', { shopId: String(shopId) }),
    read('/shop/get-shop-info', { shopId: String(shopId) }),
    ...(loggedIn ? [read('/order/order-list', page(20))] : []),
  ],
  order: customer(() => [read('/order/order-number'), read('/order/order-list', page(10))]),
  my: ({ shopId, loggedIn }) => [
    ...(loggedIn ? [read('/wallet/wallet-info'), read('/wallet/coupon-list', { ...page(50), status: 'unused' })] : []),
    read('/conf/get-by-shopid', { shopId: String(shopId) }),
  ],
  scan: () => [],
  login: () => [],
  register: () => [],
  forget: () => [],
  topUp: customer(({ shopId }) => [
    read('/wallet/wallet-info'),
    read('/wallet/shop-account', { shopId: String(shopId) }),
    {
      ...read('/shop/set-recharge-activity', { shopId: String(shopId) }),
      // top-up is open unless the settings say otherwise (src/api/shop.ts): then the screen reads its offer
      next: (setting) => {
        const enabled = (setting as { enabled?: unknown } | null)?.enabled;
        return enabled === undefined || enabled === null || isFlagOn(enabled)
          ? [read('/wallet/recharge-activity', { shopId: String(shopId) })]
          : [];
      },
    },
  ]),
  washingProcess: agreements,
  protocol: agreements,
  privacy: agreements,
  nearLocker: () => [],
  productList: ({ shopId }) => [
    read('/goods/goods-list', { shopId: String(shopId), ...page(10) }),
    read('/goods/goods-type', { shopId: String(shopId) }),
  ],
  productDetail: ({ query }) => {
    const id = query.get('id');
    return id && /^[1-9]\d{0,11}$/.test(id) ? [read('/goods/goods-info', { id })] : [];
  },
  createOrder: customer(({ query }) => {
    const context = readOrderContext(query);
    const lockerNo = cabinetOf(resolveOrderKind(context), context);
    return [
      ...(lockerNo ? [read('/locker/locker-info', { lockerNo })] : []),
      read('/wallet/coupon-list', { status: 'unused', ...page(50) }),
      read('/wallet/wallet-info'),
    ];
  }),
  coupon: customer(({ shopId }) => [
    read('/wallet/coupon-list', { shopId: String(shopId), ...page(10), status: 'claimable' }),
  ]),
  myCoupon: customer(() => [read('/wallet/coupon-list', { status: 'unused', ...page(10) })]),
  orderDetail: byId('/order/order-info', 'id', boxedSubOrder),
  orderSteps: byId('/order/order-flow', 'orderInfoId'),
  // a guest sees the cabinet too, with a login prompt instead of the orders
  pendingList: ({ query, loggedIn }) => {
    const lockerNo = query.get('lockerNo')?.trim();
    if (!lockerNo) return [];
    const cabinet = read('/locker/locker-info', { lockerNo });
    if (!loggedIn) return [cabinet];
    return [
      cabinet,
      read('/order/order-info-list', { lockerNo }),
      read('/order/order-list', { status: 'unpaid', ...page(50) }),
      read('/order/order-list', { status: 'to-be-stored', ...page(50) }),
    ];
  },
  address: receivingList,
  newAddress: customer((input) => (idParam(input.query.get('id')) === null ? [] : receivingList(input))),
  wallet: customer(({ shopId }) => [
    read('/wallet/wallet-info'),
    read('/wallet/shop-account', { shopId: String(shopId) }),
    read('/wallet/bill-list', page(10)),
  ]),
  // what is due is paid from the balance too: the payment choice shows it
  overduePayment: byId('/order/order-info-info', 'orderInfoId', () => [read('/wallet/wallet-info')]),
  userInfo: customer(({ shopId }) => [
    read('/receiving/list'),
    read('/auth/get-user-info', { shopId: String(shopId) }),
  ]),
  share: customer(({ shopId }) => [read('/auth/get-user-info', { shopId: String(shopId) })]),
};

/**
 * The start-up loads' reads (src/app/startup.ts), the same for every route. The boot script sends them while
 * the app's code downloads (src/boot/plan.ts says when), and the app takes their answers once the first screen
 * is drawn (src/main.tsx), with no call left to make. src/app/startup.test.ts checks this list against what the
 * start-up asks.
 */
export const STARTUP_READS = ({ shopId, loggedIn }: Omit<FirstReadInput, 'query'>): FirstRead[] => [
  ...(loggedIn ? [read('/auth/get-user-info', { shopId: String(shopId) }), read('/file/aliyun-sts-token')] : []),
  read('/conf/get-by-shopid', { shopId: String(shopId) }),
  read('/sys/get-sys-language'),
  read('/shop/get-brand', { shopId: String(shopId) }),
  read('/shop/get-shop-info', { shopId: String(shopId) }),
  read('/sys/get-mobile-regular'),
];
