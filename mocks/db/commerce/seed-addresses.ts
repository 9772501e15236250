import { txt } from '../../lib/text';
import { daysFromNow } from '../../lib/time';
import type { CommerceTables, RegionRow } from './tables';

/** The demo customer's addresses in both families, and the region tree they are picked from. */

export function seedAddresses(now: number): Pick<CommerceTables, 'receivingAddresses' | 'addrs'> {
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

export function seedRegions(): RegionRow[] {
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
