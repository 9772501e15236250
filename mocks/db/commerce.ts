import { type Text, txt } from '../lib/text';
import type { Db } from './index';

/**
 * Commerce family tables: goods and their add-ons, wallets and balance records, recharge activities and
 * top-ups, coupon templates and owned coupons, the two address families and the region tree.
 *
 * Money semantics, kept the same everywhere (handlers, the orders work, the tests):
 * - a wallet's `balance` is everything the customer can spend; `giftBalance` is the part of it that came from
 *   recharge gifts (spending uses the paid-in part first); `totalRecharge` is what the customer has paid in
 *   through top-ups (the sum of the packages' `payAmount`).
 * - a recharge package credits `price` (its face value) plus `giftAmount`, and charges `payAmount` (which is
 *   below `price` for a new-user pack). One wallet per customer, usable at every shop; `/wallet/shop-account`
 *   reports it for the shop asked about.
 * - a balance record's `amount` is signed: negative for spending, positive for money coming in.
 */

// ---------------------------------------------------------------------------------------------------------
// Types

export type GoodsTypeRow = { id: number; name: Text; sort: number; shopIds: number[] };

export type GoodsAddOnRow = { id: number; name: Text; price: number };

export type GoodsRow = {
  id: number;
  typeId: number;
  name: Text;
  image: string;
  images: string[];
  price: number;
  /** What members pay (`/auth/get-user-info` member flag). */
  memberPrice: number;
  description: Text;
  /** HTML, shown after sanitising. */
  detail: Text;
  sales: number;
  /** The add-ons offered with this goods (ids of `goodsAddOns`). */
  addOnIds: number[];
};

/** The seven kinds of spec section 3, plus the customer's own top-up. */
export const BILL_KINDS = [
  'order-payment',
  'order-refund',
  'price-difference-payment',
  'overdue-expense',
  'overdue-refund',
  'balance-deduction',
  'backend-recharge',
  'recharge',
] as const;
export type BillKind = (typeof BILL_KINDS)[number];

export type WalletRow = { userId: number; balance: number; giftBalance: number; totalRecharge: number };

export type BillRow = {
  id: number;
  userId: number;
  kind: BillKind;
  /** Signed: negative for spending. */
  amount: number;
  balanceAfter: number;
  orderNo: string | null;
  time: string;
};

export type RechargePackageRow = {
  id: number;
  /** Face value credited to the wallet. */
  price: number;
  /** Extra credited on top of the face value. */
  giftAmount: number;
  /** What the customer is charged. */
  payAmount: number;
  /** Only for customers who have never topped up. */
  newUserPack: boolean;
};

export type RechargeActivityRow = { activityId: number; shopId: number; title: Text; packages: RechargePackageRow[] };

export type PayMethod = 'balance' | 'chat-app' | 'card';

export type RechargeRow = {
  rechargeNo: string;
  userId: number;
  shopId: number;
  packageId: number;
  price: number;
  giftAmount: number;
  payAmount: number;
  payMethod: PayMethod;
  /** chat-app and card top-ups stay 'unpaid' until the mock payment is confirmed (`/__mock/pay/confirm`). */
  status: 'unpaid' | 'paid' | 'failed';
  createdAt: string;
  paidAt: string | null;
};

export type CouponType = 'wash-pair' | 'universal' | 'some-products';

export type CouponTemplateRow = {
  id: number;
  shopId: number;
  name: Text;
  type: CouponType;
  amount: number;
  minSpend: number;
  /** For 'some-products': the goods it applies to; empty otherwise. */
  goodsIds: number[];
  /** Days a claimed coupon stays valid. */
  validDays: number;
  /** Offered on the claim-vouchers screen; other templates are handed out by the shop. */
  claimable: boolean;
};

export type OwnedCoupon = {
  id: number;
  userId: number;
  /** The template it was claimed from; null for welcome and invite coupons (`grantCoupon`). */
  templateId: number | null;
  name: Text;
  type: CouponType;
  amount: number;
  minSpend: number;
  goodsIds: number[];
  validTo: string;
  /** Stored status; an unused coupon past `validTo` reads as 'expired' (see `couponStatus`). */
  status: 'unused' | 'used';
  createdAt: string;
  usedAt: string | null;
};

export type AddressRow = {
  id: number;
  userId: number;
  contact: string;
  phone: string;
  regionCodes: string[];
  /** As the client sent it; answers rebuild it from `regionCodes` in the request's language when they can. */
  regionText: string;
  detail: string;
  isDefault: boolean;
  createdAt: string;
};

export type RegionRow = { code: string; pcode: string; name: Text };

export type CommerceTables = {
  goodsTypes: GoodsTypeRow[];
  goodsAddOns: GoodsAddOnRow[];
  goods: GoodsRow[];
  wallets: WalletRow[];
  bills: BillRow[];
  rechargeActivities: RechargeActivityRow[];
  recharges: RechargeRow[];
  couponTemplates: CouponTemplateRow[];
  coupons: OwnedCoupon[];
  /** The "receiving" address family (`/receiving/list`, `add`, `del`, `set-default`). */
  receivingAddresses: AddressRow[];
  /** The "addr" address family (`/receiving/addr-list`, `add-addr`, `set-addr`, `del-addr`, `set-addr-default`). */
  addrs: AddressRow[];
  regions: RegionRow[];
};

// ---------------------------------------------------------------------------------------------------------
// Small helpers

export const round2 = (value: number) => Math.round(value * 100) / 100;

const DAY_MS = 86_400_000;
const daysFromNow = (days: number, now = Date.now()) => new Date(now + days * DAY_MS).toISOString();

const nextRowId = (rows: ReadonlyArray<{ id: number }>) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/** A goods picture as an inline SVG data URL (a shoe on a tinted card): no external requests. */
export function shoeImage(shoe: string, background: string, accent = '#3b3b3b'): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'>` +
    `<rect width='120' height='120' rx='14' fill='${background}'/>` +
    `<path d='M14 80c0-12 5-26 13-30l6 5c5 4 11 4 15-1l4-4c9 10 24 15 40 17 12 2 16 8 16 15v4H14z' fill='${shoe}'/>` +
    `<rect x='12' y='86' width='96' height='9' rx='4' fill='${accent}'/>` +
    `<path d='M40 62l8 6M48 58l8 6M56 54l8 6' stroke='#fff' stroke-width='3' stroke-linecap='round'/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function detailHtml(intro: Text, steps: [Text, Text, Text]): Text {
  const html = (lang: keyof Text) =>
    `<p>${intro[lang]}</p><ul>${steps.map((step) => `<li>${step[lang]}</li>`).join('')}</ul>`;
  return { en: html('en'), vi: html('vi'), 'zh-CN': html('zh-CN') };
}

// ---------------------------------------------------------------------------------------------------------
// Seed

const STEPS = {
  inspect: txt('Inspection and photos on arrival', 'Kiểm tra và chụp ảnh khi nhận', '到店检查并拍照'),
  wash: txt('Hand wash with pH-neutral cleaner', 'Giặt tay bằng dung dịch trung tính', '中性清洁剂手工清洗'),
  dry: txt('Low-temperature drying and deodorising', 'Sấy nhiệt độ thấp và khử mùi', '低温烘干并除味'),
  condition: txt('Conditioning and polishing', 'Dưỡng và đánh bóng', '护理上油并抛光'),
  repair: txt('Repair by a craftsman', 'Thợ lành nghề sửa chữa', '师傅手工修复'),
  check: txt('Quality check before return', 'Kiểm tra chất lượng trước khi trả', '交付前质检'),
};

type GoodsSeed = Omit<GoodsRow, 'image' | 'images' | 'detail'> & {
  colours: [string, string];
  steps: keyof typeof STEPS;
};

function goodsRow(seed: GoodsSeed): GoodsRow {
  const { colours, steps, ...row } = seed;
  const [shoe, background] = colours;
  const image = shoeImage(shoe, background);
  const middle = steps === 'repair' ? STEPS.repair : steps === 'condition' ? STEPS.condition : STEPS.wash;
  return {
    ...row,
    image,
    images: [image, shoeImage(shoe, '#ffffff', '#8a6d3b'), shoeImage(background, shoe, '#222222')],
    detail: detailHtml(row.description, [STEPS.inspect, middle, steps === 'wash' ? STEPS.dry : STEPS.check]),
  };
}

function seedGoods(): Pick<CommerceTables, 'goodsTypes' | 'goodsAddOns' | 'goods'> {
  const goodsTypes: GoodsTypeRow[] = [
    { id: 1, name: txt('Sneaker wash', 'Giặt giày thể thao', '运动鞋清洗'), sort: 1, shopIds: [0, 3, 5] },
    { id: 2, name: txt('Leather care', 'Chăm sóc giày da', '皮鞋护理'), sort: 2, shopIds: [0, 3] },
    { id: 3, name: txt('Boots', 'Giày bốt', '靴子清洗'), sort: 3, shopIds: [0, 3] },
    { id: 4, name: txt('Repair', 'Sửa chữa', '修复翻新'), sort: 4, shopIds: [0, 3, 5] },
  ];
  const goodsAddOns: GoodsAddOnRow[] = [
    { id: 1, name: txt('Whitening', 'Làm trắng', '去黄增白'), price: 10 },
    { id: 2, name: txt('Waterproofing', 'Chống thấm nước', '防水喷护'), price: 15 },
    { id: 3, name: txt('Deodorising', 'Khử mùi', '除臭杀菌'), price: 8 },
    { id: 4, name: txt('Sole repair', 'Sửa đế', '鞋底修补'), price: 20 },
    { id: 5, name: txt('New laces', 'Thay dây giày', '更换鞋带'), price: 5 },
  ];
  const seeds: GoodsSeed[] = [
    {
      id: 101,
      typeId: 1,
      name: txt('Standard sneaker wash', 'Giặt giày thể thao tiêu chuẩn', '运动鞋标准洗'),
      price: 29,
      memberPrice: 25,
      description: txt('Inside and out, laces included', 'Giặt trong ngoài, kèm dây giày', '内外清洗，含鞋带'),
      sales: 1284,
      addOnIds: [1, 2, 3, 4, 5],
      colours: ['#4a90d9', '#eaf2fb'],
      steps: 'wash',
    },
    {
      id: 102,
      typeId: 1,
      name: txt('Deep clean sneakers', 'Giặt sâu giày thể thao', '运动鞋深度精洗'),
      price: 49,
      memberPrice: 42,
      description: txt('Midsole scrub and stain treatment', 'Chà đế giữa và xử lý vết bẩn', '中底刷洗与污渍处理'),
      sales: 642,
      addOnIds: [1, 2, 3, 4, 5],
      colours: ['#d0021b', '#fdecee'],
      steps: 'wash',
    },
    {
      id: 103,
      typeId: 1,
      name: txt('White sneaker refresh', 'Làm mới giày trắng', '小白鞋焕新'),
      price: 39,
      memberPrice: 34,
      description: txt('Brings yellowed whites back', 'Trả lại màu trắng cho giày ố vàng', '去除发黄，恢复洁白'),
      sales: 903,
      addOnIds: [1, 2, 3, 5],
      colours: ['#9b9b9b', '#f7f7f7'],
      steps: 'wash',
    },
    {
      id: 104,
      typeId: 2,
      name: txt('Suede and nubuck care', 'Chăm sóc da lộn', '翻毛皮护理'),
      price: 59,
      memberPrice: 52,
      description: txt('Dry clean and nap restore', 'Làm sạch khô và phục hồi tuyết da', '干洗并恢复绒面'),
      sales: 211,
      addOnIds: [2, 3],
      colours: ['#a0522d', '#f6ece4'],
      steps: 'condition',
    },
    {
      id: 105,
      typeId: 2,
      name: txt('Leather shoe polish', 'Đánh bóng giày da', '皮鞋清洁上油'),
      price: 45,
      memberPrice: 39,
      description: txt('Clean, feed and shine', 'Làm sạch, dưỡng và đánh bóng', '清洁、滋养、抛光'),
      sales: 378,
      addOnIds: [2, 3, 4],
      colours: ['#4b2e1e', '#f3ebe4'],
      steps: 'condition',
    },
    {
      id: 106,
      typeId: 2,
      name: txt('Luxury leather restoration', 'Phục hồi giày da cao cấp', '奢侈品皮鞋修护'),
      price: 129,
      memberPrice: 109,
      description: txt('Scuff repair and recolour', 'Xử lý trầy xước và nhuộm lại', '划痕修复与补色'),
      sales: 57,
      addOnIds: [2, 3],
      colours: ['#1f1f1f', '#f2efe9'],
      steps: 'condition',
    },
    {
      id: 107,
      typeId: 3,
      name: txt('Ankle boots clean', 'Giặt bốt cổ ngắn', '短靴清洗'),
      price: 59,
      memberPrice: 52,
      description: txt('Shaft and lining cleaned', 'Làm sạch thân và lót bốt', '靴筒及内衬清洁'),
      sales: 164,
      addOnIds: [2, 3, 4],
      colours: ['#6b4f2a', '#f5efe6'],
      steps: 'wash',
    },
    {
      id: 108,
      typeId: 3,
      name: txt('Knee-high boots clean', 'Giặt bốt cổ cao', '长靴清洗'),
      price: 89,
      memberPrice: 79,
      description: txt('Full-length care and shaping', 'Chăm sóc toàn thân và giữ dáng', '全筒护理并定型'),
      sales: 73,
      addOnIds: [2, 3, 4],
      colours: ['#2c2c2c', '#eeeeee'],
      steps: 'wash',
    },
    {
      id: 109,
      typeId: 3,
      name: txt('Snow boots clean', 'Giặt bốt đi tuyết', '雪地靴清洗'),
      price: 69,
      memberPrice: 60,
      description: txt('Gentle wash for wool lining', 'Giặt nhẹ cho lớp lót lông', '羊毛内里温和洗护'),
      sales: 98,
      addOnIds: [2, 3],
      colours: ['#c8a27a', '#fbf6f0'],
      steps: 'wash',
    },
    {
      id: 110,
      typeId: 4,
      name: txt('Sole regluing', 'Dán lại đế giày', '鞋底开胶修复'),
      price: 35,
      memberPrice: 30,
      description: txt('Fixes loose or open soles', 'Sửa đế bong hoặc hở', '修复脱胶、开胶鞋底'),
      sales: 256,
      addOnIds: [3],
      colours: ['#5a6b7a', '#edf1f4'],
      steps: 'repair',
    },
    {
      id: 111,
      typeId: 4,
      name: txt('Heel replacement', 'Thay gót giày', '更换鞋跟'),
      price: 49,
      memberPrice: 43,
      description: txt('New heel tips, matched', 'Thay gót mới cùng màu', '更换同色鞋跟'),
      sales: 121,
      addOnIds: [3, 5],
      colours: ['#7a3b5a', '#f7eef3'],
      steps: 'repair',
    },
    {
      id: 112,
      typeId: 4,
      name: txt('Colour restoration', 'Phục hồi màu', '补色翻新'),
      price: 99,
      memberPrice: 88,
      description: txt('Recolour faded uppers', 'Nhuộm lại phần thân bạc màu', '褪色鞋面重新补色'),
      sales: 64,
      addOnIds: [2, 3],
      colours: ['#2f7d5b', '#eaf5f0'],
      steps: 'repair',
    },
  ];
  return { goodsTypes, goodsAddOns, goods: seeds.map(goodsRow) };
}

function seedWallets(now: number): Pick<CommerceTables, 'wallets' | 'bills'> {
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

function seedRecharge(): Pick<CommerceTables, 'rechargeActivities' | 'recharges'> {
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
        title: txt('Fresh Steps wallet bonus', 'Thưởng ví Fresh Steps', '清新步履充值礼'),
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

function seedCoupons(now: number): Pick<CommerceTables, 'couponTemplates' | 'coupons'> {
  const couponTemplates: CouponTemplateRow[] = [
    {
      id: 1,
      shopId: 0,
      name: txt('Free pair wash', 'Giặt miễn phí một đôi', '免费洗一双'),
      type: 'wash-pair',
      amount: 29,
      minSpend: 0,
      goodsIds: [],
      validDays: 30,
      claimable: true,
    },
    {
      id: 2,
      shopId: 0,
      name: txt('10 off any order', 'Giảm 10 cho mọi đơn', '全场立减10元'),
      type: 'universal',
      amount: 10,
      minSpend: 50,
      goodsIds: [],
      validDays: 30,
      claimable: true,
    },
    {
      id: 3,
      shopId: 0,
      name: txt('15 off boots care', 'Giảm 15 chăm sóc bốt', '靴子护理减15元'),
      type: 'some-products',
      amount: 15,
      minSpend: 59,
      goodsIds: [107, 108, 109],
      validDays: 14,
      claimable: true,
    },
    {
      id: 4,
      shopId: 0,
      name: txt('20 off leather care', 'Giảm 20 chăm sóc da', '皮鞋护理减20元'),
      type: 'some-products',
      amount: 20,
      minSpend: 80,
      goodsIds: [104, 105, 106],
      validDays: 30,
      claimable: true,
    },
    {
      id: 5,
      shopId: 3,
      name: txt('5 off your wash', 'Giảm 5 khi giặt', '洗鞋立减5元'),
      type: 'universal',
      amount: 5,
      minSpend: 20,
      goodsIds: [],
      validDays: 15,
      claimable: true,
    },
    {
      id: 6,
      shopId: 0,
      name: txt('8 off repairs', 'Giảm 8 sửa chữa', '维修立减8元'),
      type: 'some-products',
      amount: 8,
      minSpend: 30,
      goodsIds: [110, 111, 112],
      validDays: 30,
      claimable: false,
    },
  ];
  const fromTemplate = (
    id: number,
    templateId: number,
    validInDays: number,
    status: OwnedCoupon['status'],
    createdDaysAgo: number,
  ): OwnedCoupon => {
    const template = couponTemplates.find((row) => row.id === templateId) as CouponTemplateRow;
    return {
      id,
      userId: 1001,
      templateId,
      name: template.name,
      type: template.type,
      amount: template.amount,
      minSpend: template.minSpend,
      goodsIds: [...template.goodsIds],
      validTo: daysFromNow(validInDays, now),
      status,
      createdAt: daysFromNow(-createdDaysAgo, now),
      usedAt: status === 'used' ? daysFromNow(-2, now) : null,
    };
  };
  const coupons: OwnedCoupon[] = [
    fromTemplate(1, 1, 20, 'unused', 10),
    fromTemplate(2, 2, 12, 'unused', 18),
    fromTemplate(3, 3, 5, 'unused', 9),
    fromTemplate(4, 6, 18, 'used', 12),
    {
      id: 5,
      userId: 1001,
      templateId: null,
      name: txt('Welcome voucher', 'Phiếu chào mừng', '新人券'),
      type: 'universal',
      amount: 5,
      minSpend: 0,
      goodsIds: [],
      validTo: daysFromNow(-3, now),
      status: 'unused',
      createdAt: daysFromNow(-40, now),
      usedAt: null,
    },
  ];
  return { couponTemplates, coupons };
}

function seedAddresses(now: number): Pick<CommerceTables, 'receivingAddresses' | 'addrs'> {
  return {
    receivingAddresses: [
      {
        id: 1,
        userId: 1001,
        contact: 'Lan Nguyen',
        phone: '13800138000',
        regionCodes: ['410000', '410100', '410105'],
        regionText: 'Henan, Zhengzhou, Jinshui',
        detail: '12 Garden Street, Building 3, Room 502',
        isDefault: true,
        createdAt: daysFromNow(-60, now),
      },
      {
        id: 2,
        userId: 1001,
        contact: 'Minh Tran',
        phone: '13912345678',
        regionCodes: ['79', '760'],
        regionText: 'Ho Chi Minh City, District 1',
        detail: '45 Le Loi Street',
        isDefault: false,
        createdAt: daysFromNow(-30, now),
      },
    ],
    addrs: [
      {
        id: 1,
        userId: 1001,
        contact: 'Lan Nguyen',
        phone: '13800138000',
        regionCodes: ['440000', '440100', '440106'],
        regionText: 'Guangdong, Guangzhou, Tianhe',
        detail: '208 Tianhe Road, Tower B',
        isDefault: true,
        createdAt: daysFromNow(-50, now),
      },
      {
        id: 2,
        userId: 1001,
        contact: 'Wei Zhang',
        phone: '13712345678',
        regionCodes: ['440000', '440300', '440305'],
        regionText: 'Guangdong, Shenzhen, Nanshan',
        detail: '9 Keyuan Road, Science Park',
        isDefault: false,
        createdAt: daysFromNow(-20, now),
      },
    ],
  };
}

function seedRegions(): RegionRow[] {
  const r = (code: string, pcode: string, en: string, vi: string, zh: string): RegionRow => ({
    code,
    pcode,
    name: txt(en, vi, zh),
  });
  return [
    r('410000', '0', 'Henan', 'Hà Nam (Trung Quốc)', '河南省'),
    r('410100', '410000', 'Zhengzhou', 'Trịnh Châu', '郑州市'),
    r('410105', '410100', 'Jinshui', 'Kim Thủy', '金水区'),
    r('410102', '410100', 'Zhongyuan', 'Trung Nguyên', '中原区'),
    r('410103', '410100', 'Erqi', 'Nhị Thất', '二七区'),
    r('440000', '0', 'Guangdong', 'Quảng Đông', '广东省'),
    r('440100', '440000', 'Guangzhou', 'Quảng Châu', '广州市'),
    r('440106', '440100', 'Tianhe', 'Thiên Hà', '天河区'),
    r('440104', '440100', 'Yuexiu', 'Việt Tú', '越秀区'),
    r('440300', '440000', 'Shenzhen', 'Thâm Quyến', '深圳市'),
    r('440305', '440300', 'Nanshan', 'Nam Sơn', '南山区'),
    r('440304', '440300', 'Futian', 'Phúc Điền', '福田区'),
    r('79', '0', 'Ho Chi Minh City', 'Thành phố Hồ Chí Minh', '胡志明市'),
    r('760', '79', 'District 1', 'Quận 1', '第一郡'),
    r('770', '79', 'District 3', 'Quận 3', '第三郡'),
    r('01', '0', 'Hanoi', 'Hà Nội', '河内市'),
    r('001', '01', 'Ba Dinh', 'Ba Đình', '巴亭郡'),
    r('002', '01', 'Hoan Kiem', 'Hoàn Kiếm', '还剑郡'),
  ];
}

export function seedCommerce(): CommerceTables {
  const now = Date.now();
  return {
    ...seedGoods(),
    ...seedWallets(now),
    ...seedRecharge(),
    ...seedCoupons(now),
    ...seedAddresses(now),
    regions: seedRegions(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Goods

export function findGoods(db: Db, goodsId: number): GoodsRow | undefined {
  return db.goods.find((row) => row.id === goodsId);
}

/** The goods types a shop sells, in display order (an unknown shop sells what shop 0 sells). */
export function goodsTypesOf(db: Db, shopId: number | undefined): GoodsTypeRow[] {
  const id = db.shops.some((shop) => shop.id === shopId) ? shopId : 0;
  return db.goodsTypes.filter((type) => type.shopIds.includes(id ?? 0)).sort((a, b) => a.sort - b.sort);
}

export function addOnsOf(db: Db, goods: GoodsRow): GoodsAddOnRow[] {
  return goods.addOnIds.flatMap((id) => db.goodsAddOns.filter((addOn) => addOn.id === id));
}

/**
 * The price of one unit of a goods for this customer, and of the chosen add-ons. Throws for an unknown goods
 * or an add-on that goods does not offer (a handler turns that into a code 400).
 */
export function priceGoods(
  db: Db,
  goodsId: number,
  addOnIds: number[],
  member: boolean,
): { unit: number; addOns: number } {
  const goods = findGoods(db, goodsId);
  if (!goods) throw new Error(`Unknown goods ${goodsId}`);
  let addOns = 0;
  for (const id of addOnIds) {
    const addOn = goods.addOnIds.includes(id) ? db.goodsAddOns.find((row) => row.id === id) : undefined;
    if (!addOn) throw new Error(`Goods ${goodsId} has no add-on ${id}`);
    addOns += addOn.price;
  }
  return { unit: member ? goods.memberPrice : goods.price, addOns: round2(addOns) };
}

// ---------------------------------------------------------------------------------------------------------
// Wallet

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
    id: nextRowId(db.bills),
    userId,
    kind,
    amount: round2(amount),
    balanceAfter: round2(balanceAfter),
    orderNo,
    time: new Date().toISOString(),
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

/** A customer may buy a new-user pack until their first top-up. */
export function isNewToRecharge(db: Db, userId: number): boolean {
  return !db.bills.some((bill) => bill.userId === userId && bill.kind === 'recharge');
}

export function findPackage(
  db: Db,
  packageId: number,
): { activity: RechargeActivityRow; pack: RechargePackageRow } | undefined {
  for (const activity of db.rechargeActivities) {
    const pack = activity.packages.find((row) => row.id === packageId);
    if (pack) return { activity, pack };
  }
  return undefined;
}

/**
 * Completes a paid top-up: credits face value plus gift, counts what was paid in. Settling twice credits once.
 */
export function settleRecharge(db: Db, recharge: RechargeRow, outcome: 'paid' | 'failed'): RechargeRow {
  if (recharge.status !== 'unpaid') return recharge;
  if (outcome === 'failed') {
    recharge.status = 'failed';
    return recharge;
  }
  recharge.status = 'paid';
  recharge.paidAt = new Date().toISOString();
  const wallet = walletOf(db, recharge.userId);
  creditBalance(db, recharge.userId, recharge.price + recharge.giftAmount, 'recharge', recharge.rechargeNo);
  wallet.giftBalance = round2(wallet.giftBalance + recharge.giftAmount);
  wallet.totalRecharge = round2(wallet.totalRecharge + recharge.payAmount);
  return recharge;
}

// ---------------------------------------------------------------------------------------------------------
// Coupons

/** 'expired' for an unused coupon past its valid-to date. */
export function couponStatus(coupon: OwnedCoupon, now = Date.now()): 'unused' | 'used' | 'expired' {
  if (coupon.status === 'used') return 'used';
  return Date.parse(coupon.validTo) < now ? 'expired' : 'unused';
}

/** Whole days left until the coupon's valid-to date (0 once it has passed). */
export function daysLeft(validTo: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(validTo) - now) / DAY_MS));
}

/**
 * An unused, unexpired coupon of this customer that applies to an order of these goods and this amount:
 * the amount reaches the coupon's minimum spend, and a 'some-products' coupon needs one of its goods.
 */
export function findUsableCoupon(
  db: Db,
  userId: number,
  couponId: number,
  goodsIds: number[],
  amount: number,
): OwnedCoupon | undefined {
  const coupon = db.coupons.find((row) => row.id === couponId && row.userId === userId);
  if (!coupon || couponStatus(coupon) !== 'unused') return undefined;
  if (amount + 1e-9 < coupon.minSpend) return undefined;
  if (coupon.type === 'some-products' && !goodsIds.some((id) => coupon.goodsIds.includes(id))) return undefined;
  return coupon;
}

/** What a coupon takes off an amount: its face value, never more than the amount. */
export function discountOf(coupon: OwnedCoupon, amount: number): number {
  return round2(Math.max(0, Math.min(coupon.amount, amount)));
}

export function useCoupon(db: Db, couponId: number): void {
  const coupon = db.coupons.find((row) => row.id === couponId);
  if (!coupon) return;
  coupon.status = 'used';
  coupon.usedAt = new Date().toISOString();
}

/** Gives a coupon back (an order cancelled or refunded); it reads as 'expired' if its date has passed. */
export function restoreCoupon(db: Db, couponId: number): void {
  const coupon = db.coupons.find((row) => row.id === couponId);
  if (!coupon) return;
  coupon.status = 'unused';
  coupon.usedAt = null;
}

/** Claims a template for a customer (one per customer per template). */
export function claimTemplate(db: Db, userId: number, template: CouponTemplateRow): OwnedCoupon {
  const now = Date.now();
  const coupon: OwnedCoupon = {
    id: nextRowId(db.coupons),
    userId,
    templateId: template.id,
    name: { ...template.name },
    type: template.type,
    amount: template.amount,
    minSpend: template.minSpend,
    goodsIds: [...template.goodsIds],
    validTo: daysFromNow(template.validDays, now),
    status: 'unused',
    createdAt: new Date(now).toISOString(),
    usedAt: null,
  };
  db.coupons.push(coupon);
  return coupon;
}

/**
 * Turns a welcome or invite coupon (the popup's couponVo) into an owned coupon. `type` 1 is a wash-a-pair
 * coupon (the popup's special label); otherwise a non-empty `goodsIds` ("101,102") limits it to those goods
 * and an empty one makes it universal. The validity runs from now for `termOfValidity` days or months.
 */
export function grantCoupon(
  db: Db,
  userId: number,
  vo: {
    amount: number;
    type: number;
    name: string;
    goodsIds: string;
    termOfValidity: number;
    termUnit: 'day' | 'month';
  },
): OwnedCoupon {
  const goodsIds = vo.goodsIds
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
  const type: CouponType = vo.type === 1 ? 'wash-pair' : goodsIds.length > 0 ? 'some-products' : 'universal';
  const now = new Date();
  const validTo = new Date(now);
  if (vo.termUnit === 'month') validTo.setMonth(validTo.getMonth() + vo.termOfValidity);
  else validTo.setTime(validTo.getTime() + vo.termOfValidity * DAY_MS);
  const coupon: OwnedCoupon = {
    id: nextRowId(db.coupons),
    userId,
    templateId: null,
    name: txt(vo.name, vo.name, vo.name),
    type,
    amount: round2(vo.amount),
    minSpend: 0,
    goodsIds: type === 'some-products' ? goodsIds : [],
    validTo: validTo.toISOString(),
    status: 'unused',
    createdAt: now.toISOString(),
    usedAt: null,
  };
  db.coupons.push(coupon);
  return coupon;
}

// ---------------------------------------------------------------------------------------------------------
// Addresses and regions

export type AddressFamily = 'receivingAddresses' | 'addrs';

export function addressesOf(db: Db, family: AddressFamily, userId: number): AddressRow[] {
  return db[family]
    .filter((row) => row.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** Keeps exactly one default per customer and family while any address is left: the newest one by default. */
export function ensureOneDefault(db: Db, family: AddressFamily, userId: number, preferId?: number): void {
  const rows = db[family].filter((row) => row.userId === userId);
  if (rows.length === 0) return;
  const keep =
    rows.find((row) => row.id === preferId) ??
    rows.find((row) => row.isDefault) ??
    [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
  for (const row of rows) row.isDefault = row === keep;
}

export function regionChildren(db: Db, pcode: string): RegionRow[] {
  return db.regions.filter((row) => row.pcode === pcode);
}

/** "Guangdong, Guangzhou, Tianhe" ("广东省广州市天河区") in the given language, or undefined when a code is unknown. */
export function regionTextOf(db: Db, codes: string[], lang: keyof Text): string | undefined {
  if (codes.length === 0) return undefined;
  const names: string[] = [];
  let parent = '0';
  for (const code of codes) {
    const region = db.regions.find((row) => row.code === code && row.pcode === parent);
    if (!region) return undefined;
    names.push(region.name[lang] || region.name.en);
    parent = code;
  }
  return names.join(lang === 'zh-CN' ? '' : ', ');
}
