import {
  type ApiRequest,
  addrListRequest,
  adListRequest,
  billListRequest,
  brandRequest,
  claimableCouponsRequest,
  commonConfigRequest,
  couponListRequest,
  goodsInfoRequest,
  goodsListRequest,
  goodsTypesRequest,
  lockerInfoRequest,
  mobileRegularRequest,
  orderCountsRequest,
  orderFlowRequest,
  orderInfoListRequest,
  orderInfoRequest,
  orderListRequest,
  orderRequest,
  ossTokenRequest,
  receivingListRequest,
  rechargeActivityRequest,
  rechargeSettingRequest,
  shopAccountRequest,
  shopInfoRequest,
  sysLanguagesRequest,
  userInfoRequest,
  walletInfoRequest,
} from '../api/requests';
import { isFlagOn } from '../api/schemas/flag';
import { waitsInBox } from '../api/schemas/order-statuses';
import { parseFamily } from '../lib/address-families';
import { type Id, idParam } from '../lib/id';
import { readOrderContext } from '../lib/order-context';
import { cabinetOf, resolveOrderKind } from '../lib/order-kind';
import type { RouteName } from '../lib/paths';

/**
 * A GET a screen makes for its first paint, built as the app's own fetcher builds it (src/api/requests.ts).
 * `next`: the reads the screen makes next, from this one's answer (its `data`), which the boot script sends as
 * soon as it arrives.
 */
export type FirstRead = ApiRequest & { next?: (data: unknown) => FirstRead[] };

/** What the first reads' parameters come from: the page's URL and the stored session. */
export type FirstReadInput = { query: URLSearchParams; shopId: Id; loggedIn: boolean };

type Reads = (input: FirstReadInput) => FirstRead[];

/** The first page of a paged list: what a screen shows first. */
const firstPage = (pageSize: number) => ({ pageNum: 1, pageSize });

/** A route that needs a session asks a guest to log in and reads nothing (src/app/routes.ts `auth`). */
const customer =
  (reads: Reads): Reads =>
  (input) =>
    input.loggedIn ? reads(input) : [];
const byId = (request: (id: Id) => ApiRequest, param: string, next?: FirstRead['next']): Reads =>
  customer(({ query }) => {
    const id = idParam(query.get(param));
    if (id === null) return [];
    return [next ? { ...request(id), next } : request(id)];
  });
/** An order waiting in a box: its detail reads the sub-order too, for what is due before collecting. */
const boxedSubOrder = (order: unknown): FirstRead[] => {
  const { status, orderInfoId } = (order ?? {}) as { status?: unknown; orderInfoId?: unknown };
  const id = idParam(typeof orderInfoId === 'number' || typeof orderInfoId === 'string' ? String(orderInfoId) : null);
  return waitsInBox(status) && id !== null ? [orderInfoRequest(id)] : [];
};
const receivingList = customer(({ query }) => [
  parseFamily(query.get('family')) === 'addr' ? addrListRequest() : receivingListRequest(),
]);
const agreements: Reads = ({ shopId }) => [commonConfigRequest(shopId)];
const unusedVouchers = (pageSize: number) => couponListRequest({ status: 'unused', ...firstPage(pageSize) });

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
    adListRequest(shopId),
    shopInfoRequest(shopId),
    ...(loggedIn ? [orderListRequest(firstPage(20))] : []),
  ],
  order: customer(() => [orderCountsRequest(), orderListRequest(firstPage(10))]),
  my: ({ shopId, loggedIn }) => [
    ...(loggedIn ? [walletInfoRequest(), unusedVouchers(50), userInfoRequest(shopId)] : []),
    commonConfigRequest(shopId),
  ],
  scan: () => [],
  login: () => [],
  register: () => [],
  forget: () => [],
  topUp: customer(({ shopId }) => [
    walletInfoRequest(),
    shopAccountRequest(shopId),
    {
      ...rechargeSettingRequest(shopId),
      // top-up is open unless the settings say otherwise (src/api/shop.ts): then the screen reads its offer
      next: (setting) => {
        const enabled = (setting as { enabled?: unknown } | null)?.enabled;
        return enabled === undefined || enabled === null || isFlagOn(enabled) ? [rechargeActivityRequest(shopId)] : [];
      },
    },
  ]),
  washingProcess: agreements,
  protocol: agreements,
  privacy: agreements,
  nearLocker: () => [],
  productList: ({ shopId }) => [goodsListRequest({ shopId, ...firstPage(10) }), goodsTypesRequest(shopId)],
  productDetail: ({ query }) => {
    const id = query.get('id');
    return id && /^[1-9]\d{0,11}$/.test(id) ? [goodsInfoRequest(id)] : [];
  },
  createOrder: customer(({ query }) => {
    const context = readOrderContext(query);
    const lockerNo = cabinetOf(resolveOrderKind(context), context);
    return [...(lockerNo ? [lockerInfoRequest(lockerNo)] : []), unusedVouchers(50), walletInfoRequest()];
  }),
  coupon: customer(({ shopId }) => [claimableCouponsRequest({ shopId, ...firstPage(10) })]),
  myCoupon: customer(() => [unusedVouchers(10)]),
  orderDetail: byId(orderRequest, 'id', boxedSubOrder),
  orderSteps: byId(orderFlowRequest, 'orderInfoId'),
  // a guest sees the cabinet too, with a login prompt instead of the orders
  pendingList: ({ query, loggedIn }) => {
    const lockerNo = query.get('lockerNo')?.trim();
    if (!lockerNo) return [];
    const cabinet = lockerInfoRequest(lockerNo);
    if (!loggedIn) return [cabinet];
    return [
      cabinet,
      orderInfoListRequest({ lockerNo }),
      orderListRequest({ status: 'unpaid', ...firstPage(50) }),
      orderListRequest({ status: 'to-be-stored', ...firstPage(50) }),
    ];
  },
  address: receivingList,
  newAddress: customer((input) => (idParam(input.query.get('id')) === null ? [] : receivingList(input))),
  wallet: customer(({ shopId }) => [walletInfoRequest(), shopAccountRequest(shopId), billListRequest(firstPage(10))]),
  // what is due is paid from the balance too: the payment choice shows it
  overduePayment: byId(orderInfoRequest, 'orderInfoId', () => [walletInfoRequest()]),
  userInfo: customer(({ shopId }) => [receivingListRequest(), userInfoRequest(shopId)]),
  share: customer(({ shopId }) => [userInfoRequest(shopId)]),
};

/**
 * The start-up loads' reads (src/app/startup.ts), the same for every route. The boot script sends them while
 * the app's code downloads (src/boot/plan.ts says when), and the app takes their answers once the first screen
 * is drawn (src/main.tsx), with no call left to make. src/app/startup.test.ts checks this list against what the
 * start-up asks.
 */
export const STARTUP_READS = ({ shopId, loggedIn }: Omit<FirstReadInput, 'query'>): FirstRead[] => [
  ...(loggedIn ? [userInfoRequest(shopId), ossTokenRequest()] : []),
  commonConfigRequest(shopId),
  sysLanguagesRequest(),
  brandRequest(shopId),
  shopInfoRequest(shopId),
  mobileRegularRequest(),
];
