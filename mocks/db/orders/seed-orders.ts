import { COLLECT_STATUSES } from '../../../src/api/schemas/order-statuses';
import { round2 } from '../../lib/money';
import { txt } from '../../lib/text';
import { addDays, atLocal, DAY_MS, HOUR_MS, iso, localDay, MINUTE_MS } from '../../lib/time';
import type { CommerceTables } from '../commerce';
import { seedGoods } from '../commerce/seed-goods';
import type { CoreTables } from '../core';
import { occupyBox } from './boxes';
import { orderNoFor, pickupCodeFor } from './ids';
import { livePhoto } from './live-photo';
import { seedHistory } from './seed-history';
import { seedSites } from './seed-sites';
import type { OrderItemRow, OrderRow, OrderTables, RefundReasonRow } from './tables';
import { OVERTIME_RULE, PAY_WINDOW_MS } from './terms';

/** The reasons a customer picks from when asking for a refund. */
const REFUND_REASONS: RefundReasonRow[] = [
  { id: 1, text: txt('Ordered by mistake', 'Đặt nhầm', '误下单') },
  { id: 2, text: txt('Changed my mind', 'Đổi ý', '不想洗了') },
  { id: 3, text: txt('The cabinet is full or out of order', 'Tủ đầy hoặc bị hỏng', '柜机已满或故障') },
  { id: 4, text: txt('The pickup time does not suit me', 'Thời gian lấy giày không phù hợp', '上门时间不合适') },
  { id: 5, text: txt('Other reasons', 'Lý do khác', '其他原因') },
];

type SeedOrder = Partial<OrderRow> & Pick<OrderRow, 'id' | 'kind' | 'status' | 'createdAt'> & { goods: SeedLine[] };
type SeedLine = [goodsId: number, count: number, addOnIds: number[]];

/** The demo customer's orders: at least one in every status (README and spec section 4). */
export function seedOrders(core: CoreTables): OrderTables {
  const now = Date.now();
  const ago = (ms: number) => iso(now - ms);
  const sites = seedSites();
  // The goods come from the commerce seed, so the seeded lines' names and prices agree with the catalogue.
  const catalogue = seedGoods();
  const demo = core.users.find((user) => user.id === 1001);
  const member = demo?.member ?? false;
  const lockerName = (lockerNo: string) => sites.lockers.find((row) => row.lockerNo === lockerNo)?.name;

  const photo = (caption: string, tint: string, shoe?: string) => livePhoto(caption, tint, shoe);
  const inPhotos = (tag: string) => [photo(`${tag} received`, '#eaf2fb', '#4a90d9'), photo(`${tag} sole`, '#f3ebe4')];
  const outPhoto = (tag: string) => [photo(`${tag} cleaned`, '#eaf5f0', '#2f7d5b')];

  const seeds: SeedOrder[] = [
    // 1 unpaid, at L001, still inside its pay window
    {
      id: 1,
      kind: 'cabinet',
      status: 'unpaid',
      createdAt: ago(10 * MINUTE_MS),
      lockerNo: 'L001',
      goods: [[101, 1, [1]]],
      remarks: 'Please be gentle with the mesh',
    },
    // 2 to be stored: an online order bound to L001
    {
      id: 2,
      kind: 'online',
      status: 'to-be-stored',
      createdAt: ago(26 * HOUR_MS),
      lockerNo: 'L001',
      goods: [[102, 1, [3]]],
      payMethod: 'balance',
    },
    // 3 to be stored: an online order not bound to any cabinet yet
    {
      id: 3,
      kind: 'online',
      status: 'to-be-stored',
      createdAt: ago(3 * HOUR_MS),
      goods: [[103, 2, []]],
      payMethod: 'chat-app',
    },
    // 4 pending acceptance: stored in L001 box A03
    {
      id: 4,
      kind: 'cabinet',
      status: 'pending-acceptance',
      createdAt: ago(5 * HOUR_MS),
      lockerNo: 'L001',
      boxNo: 'A03',
      goods: [[105, 1, [2]]],
      payMethod: 'balance',
    },
    // 5 pending acceptance: door-to-door, a courier comes tomorrow morning
    {
      id: 5,
      kind: 'door-to-door',
      status: 'pending-acceptance',
      createdAt: ago(2 * HOUR_MS),
      siteId: 101,
      goods: [[107, 1, []]],
      payMethod: 'card',
      deliveryFee: 5,
      remarks: 'Call me when you arrive',
    },
    // 6 cleaning: accepted yesterday, live photos taken
    {
      id: 6,
      kind: 'cabinet',
      status: 'cleaning',
      createdAt: ago(30 * HOUR_MS),
      lockerNo: 'L001',
      boxNo: 'A06',
      goods: [[104, 1, [3]]],
      payMethod: 'balance',
    },
    // 7 waiting to be collected at L001 A07, nothing owed
    {
      id: 7,
      kind: 'cabinet',
      status: 'to-be-collected',
      createdAt: ago(4 * DAY_MS),
      lockerNo: 'L001',
      boxNo: 'A07',
      goods: [[101, 2, [1, 5]]],
      payMethod: 'balance',
      freeUntil: iso(now + 40 * HOUR_MS),
    },
    // 8 waiting to be collected at L001 A08, but a price difference is owed first
    {
      id: 8,
      kind: 'cabinet',
      status: 'price-difference',
      createdAt: ago(3 * DAY_MS),
      lockerNo: 'L001',
      boxNo: 'A08',
      goods: [[103, 1, []]],
      payMethod: 'chat-app',
      freeUntil: iso(now + 30 * HOUR_MS),
      priceDifference: {
        amount: 15,
        reason: txt(
          'Deep yellowing needed an extra whitening treatment',
          'Giày ố vàng nặng cần thêm một lần làm trắng',
          '鞋面严重发黄，需额外增白处理',
        ),
        paid: false,
      },
    },
    // 9 overdue at L001 A09: free storage ended 50 hours ago (3 started days at 2.00)
    {
      id: 9,
      kind: 'cabinet',
      status: 'overdue',
      createdAt: ago(7 * DAY_MS),
      lockerNo: 'L001',
      boxNo: 'A09',
      goods: [[110, 1, []]],
      payMethod: 'balance',
      freeUntil: ago(50 * HOUR_MS),
    },
    // 10 completed last week
    {
      id: 10,
      kind: 'cabinet',
      status: 'completed',
      createdAt: ago(9 * DAY_MS),
      lockerNo: 'L001',
      boxNo: 'A14',
      goods: [[102, 1, [2]]],
      payMethod: 'balance',
      freeUntil: ago(6 * DAY_MS),
    },
    // 11 refunded: paid by balance, cancelled before storing
    {
      id: 11,
      kind: 'cabinet',
      status: 'refund',
      createdAt: ago(12 * DAY_MS),
      lockerNo: 'L001',
      goods: [[101, 1, []]],
      payMethod: 'balance',
    },
  ];

  const orders = seeds.map((seed) => {
    const items: OrderItemRow[] = [];
    let cleaningCost = 0;
    let additionalService = 0;
    for (const [goodsId, count, addOnIds] of seed.goods) {
      const line = seedLine(catalogue, goodsId, count, addOnIds, member);
      items.push(line);
      cleaningCost += line.price * count;
      additionalService += line.addOns.reduce((sum, addOn) => sum + addOn.price, 0) * count;
    }
    const deliveryFee = seed.deliveryFee ?? 0;
    const created = Date.parse(seed.createdAt);
    const orderInfoId = 5000 + seed.id;
    const order: OrderRow = {
      id: seed.id,
      orderInfoId,
      orderNo: orderNoFor(seed.id, seed.createdAt),
      userId: 1001,
      shopId: 0,
      kind: seed.kind,
      type: seed.kind === 'door-to-door' ? 'door-to-door' : 'store-cleaning',
      status: seed.status,
      createdAt: seed.createdAt,
      payDeadline: iso(created + PAY_WINDOW_MS),
      paidAt: seed.status === 'unpaid' ? null : iso(created + 2 * MINUTE_MS),
      pickupCode: seed.status === 'unpaid' ? null : pickupCodeFor(orderInfoId),
      boxNo: seed.boxNo ?? null,
      lockerNo: seed.lockerNo ?? null,
      storeNo: seed.storeNo ?? null,
      siteId: seed.siteId ?? null,
      address: null,
      expectedVisitTime: null,
      expectedVisitEnd: null,
      remarks: seed.remarks ?? '',
      items,
      cleaningCost: round2(cleaningCost),
      additionalService: round2(additionalService),
      deliveryFee,
      voucher: 0,
      actualPayment: round2(cleaningCost + additionalService + deliveryFee),
      couponId: null,
      payMethod: seed.status === 'unpaid' ? null : (seed.payMethod ?? 'balance'),
      tradeNo: null,
      priceDifference: seed.priceDifference ?? null,
      freeUntil: seed.freeUntil ?? null,
      overtimeRule: seed.freeUntil ? { ...OVERTIME_RULE } : null,
      overtimeFeePaid: 0,
      photos: [],
      refund: null,
      flows: [],
      requestId: null,
    };
    seedHistory(order, now, lockerName(order.lockerNo ?? '')?.en ?? null, { inPhotos, outPhoto });
    return order;
  });

  // The door-to-door order: the demo customer's default receiving address, a slot tomorrow at 09:00.
  const visit = order(orders, 5);
  const tomorrow = localDay(addDays(new Date(now), 1));
  visit.address = {
    id: 1,
    contact: 'Lan Nguyen',
    phone: '13800138000',
    regionCodes: ['410000', '410100', '410105'],
    regionText: 'Henan, Zhengzhou, Jinshui',
    detail: '12 Garden Street, Building 3, Room 502',
    isDefault: true,
  };
  visit.expectedVisitTime = atLocal(tomorrow, '09:00').toISOString();
  visit.expectedVisitEnd = atLocal(tomorrow, '11:00').toISOString();

  // The refunded order.
  const refunded = order(orders, 11);
  refunded.refund = {
    reasonId: 3,
    reason: REFUND_REASONS[2]?.text ?? txt('Other reasons', 'Lý do khác', '其他原因'),
    remark: null,
    status: 'refunded',
    amount: refunded.actualPayment,
  };

  // Boxes holding the demo customer's shoes.
  for (const row of orders) {
    if (!row.lockerNo || !row.boxNo) continue;
    if (!['pending-acceptance', ...COLLECT_STATUSES].includes(row.status)) continue;
    const box = sites.lockers.find((l) => l.lockerNo === row.lockerNo)?.boxes.find((b) => b.boxNo === row.boxNo);
    if (box) occupyBox(box, row);
  }

  return {
    ...sites,
    orders,
    openResults: [],
    orderPayments: [],
    refundReasons: REFUND_REASONS.map((row) => ({ ...row })),
    orderMock: { failNextOpens: 0 },
  };
}

function order(orders: OrderRow[], id: number): OrderRow {
  const row = orders.find((o) => o.id === id);
  if (!row) throw new Error(`seed order ${id} missing`);
  return row;
}

/** A seeded order line, priced from the commerce seed's goods and add-ons (the same catalogue the app sees). */
function seedLine(
  catalogue: Pick<CommerceTables, 'goods' | 'goodsAddOns'>,
  goodsId: number,
  count: number,
  addOnIds: number[],
  member: boolean,
): OrderItemRow {
  const goods = catalogue.goods.find((row) => row.id === goodsId);
  if (!goods) throw new Error(`seed goods ${goodsId} missing`);
  return {
    goodsId,
    name: { ...goods.name },
    count,
    price: member ? goods.memberPrice : goods.price,
    addOns: addOnIds.map((id) => {
      const addOn = catalogue.goodsAddOns.find((row) => row.id === id);
      if (!addOn) throw new Error(`seed add-on ${id} missing`);
      return { id, name: { ...addOn.name }, price: addOn.price };
    }),
  };
}
