import { type Text, txt } from '../lib/text';

/** Shops, customers and their sessions: what every other family leans on. */

export type ShopRow = {
  id: number;
  name: Text;
  brand: Text;
  logo: string | null;
  phone: string;
  address: Text;
  orderOnline: boolean;
};

export type UserRow = {
  id: number;
  nickName: string;
  phone: string;
  password: string;
  avatar: string | null;
  language: string | null;
  receiverName: string | null;
  receiverAddress: string | null;
  member: boolean;
  /** A customer who has never ordered nor claimed a welcome coupon. */
  isNew: boolean;
  createdAt: string;
};

export type CoreTables = {
  shops: ShopRow[];
  users: UserRow[];
  /** token -> user id */
  tokens: Record<string, number>;
};

/** The demo customer (README): phone 13800138000, password demo123. */
export const DEMO_USER = { phone: '13800138000', password: 'demo123' } as const;

export function seedCore(): CoreTables {
  return {
    shops: [
      {
        id: 0,
        // a name is a name: the same in every language
        name: txt('Shoe Care Central', 'Shoe Care Central', 'Shoe Care Central'),
        brand: txt('Shoe Care', 'Shoe Care', 'Shoe Care'),
        logo: null,
        phone: '400-800-1234',
        address: txt('1 Century Avenue', '1 Đại lộ Thế Kỷ', '世纪大道1号'),
        orderOnline: true,
      },
      {
        id: 3,
        name: txt('Fresh Steps East', 'Fresh Steps East', 'Fresh Steps East'),
        brand: txt('Fresh Steps', 'Fresh Steps', 'Fresh Steps'),
        logo: null,
        phone: '400-800-5678',
        address: txt('88 Harbour Road', '88 Đường Cảng', '海港路88号'),
        orderOnline: true,
      },
      {
        id: 5,
        name: txt('Campus Lockers', 'Campus Lockers', 'Campus Lockers'),
        brand: txt('Campus Shoe Wash', 'Campus Shoe Wash', 'Campus Shoe Wash'),
        logo: null,
        phone: '400-800-9012',
        address: txt('University Road', 'Đường Đại học', '大学路'),
        orderOnline: false,
      },
    ],
    users: [
      {
        id: 1001,
        nickName: 'Lan Nguyen',
        phone: DEMO_USER.phone,
        password: DEMO_USER.password,
        avatar: null,
        language: 'en',
        receiverName: 'Lan Nguyen',
        receiverAddress: '12 Garden Street, Jinshui District',
        member: true,
        isNew: false,
        createdAt: '2025-06-01T08:00:00.000Z',
      },
      {
        id: 1002,
        nickName: 'New Customer',
        phone: '13900139000',
        password: 'fresh123',
        avatar: null,
        language: 'en',
        receiverName: null,
        receiverAddress: null,
        member: false,
        isNew: true,
        createdAt: '2026-11-01T08:00:00.000Z',
      },
    ],
    tokens: {},
  };
}

export function shopOf(tables: CoreTables, shopId: number | undefined): ShopRow {
  return tables.shops.find((shop) => shop.id === shopId) ?? (tables.shops[0] as ShopRow);
}
